import { useEffect, useState } from 'react';

/**
 * An otpauth URI as a QR code (an SVG the qrcode library draws, shown as a data: image). The library is
 * fetched when a set-up shows it, never with the page: most visits never set up an authenticator.
 */
export function QrCode({ value, alt }: { value: string; alt: string }) {
  const [source, setSource] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    void import('qrcode')
      .then(({ toString: qrSvg }) => qrSvg(value, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' }))
      .then((svg) => {
        if (current) setSource(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
      });
    return () => {
      current = false;
    };
  }, [value]);
  return source ? <img src={source} alt={alt} width={200} height={200} /> : null;
}
