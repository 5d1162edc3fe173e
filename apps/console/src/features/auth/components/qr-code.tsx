import { useEffect, useState } from 'react';

/** The otpauth URI as a QR code image (an SVG drawn by the qrcode library, shown as a data: image). */
export function QrCode({ value, alt }: { value: string; alt: string }) {
  const [source, setSource] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    // Loaded only when enrolling: most sign-ins never draw a QR code.
    import('qrcode')
      .then(({ toString: qrSvg }) => qrSvg(value, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' }))
      .then((svg) => {
        if (current) setSource(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
      });
    return () => {
      current = false;
    };
  }, [value]);
  return source ? <img className="qr" src={source} alt={alt} width={200} height={200} /> : null;
}
