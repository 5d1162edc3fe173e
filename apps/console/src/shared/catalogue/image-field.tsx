import { CONSOLE_IMAGE_MAX_BYTES, type ConsoleImage, consoleImageContentTypes } from '@selfcare/contracts';
import { useId, useState } from 'react';
import { errorText } from '@/shared/api/api-error';
import { t } from '@/shared/i18n/translate';
import { Alert } from '@/shared/ui/alert';
import { uploadImage } from './upload-image';

const isImageType = (type: string): type is (typeof consoleImageContentTypes)[number] =>
  (consoleImageContentTypes as readonly string[]).includes(type);

async function base64Of(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let start = 0; start < bytes.length; start += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  }
  return btoa(binary);
}

/**
 * Uploads a chosen image to the api (kept in the database, served from /api/media/v1/uploads/...) and
 * hands back its address. The api checks the bytes again; this only spares a pointless upload.
 */
export function ImageField({ current, onUploaded }: { current: string; onUploaded: (image: ConsoleImage) => void }) {
  const id = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const [uploaded, setUploaded] = useState<ConsoleImage | null>(null);
  const [busy, setBusy] = useState(false);

  const choose = async (file: File | undefined) => {
    setFailure(null);
    if (!file) return;
    if (!isImageType(file.type)) return setFailure(t('products.imageWrongType'));
    if (file.size > CONSOLE_IMAGE_MAX_BYTES) return setFailure(t('products.imageTooBig'));
    setBusy(true);
    try {
      const image = await uploadImage({ contentType: file.type, dataBase64: await base64Of(file) });
      setUploaded(image);
      onUploaded(image);
    } catch (error) {
      setFailure(errorText(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="field">
      <label htmlFor={id}>{t('products.imageFile')}</label>
      <input
        id={id}
        type="file"
        accept={consoleImageContentTypes.join(',')}
        disabled={busy}
        onChange={(event) => choose(event.target.files?.[0])}
      />
      {failure ? <Alert kind="error">{failure}</Alert> : null}
      {uploaded ? (
        <Alert kind="success">{t('products.imageUploaded', { width: uploaded.width, height: uploaded.height })}</Alert>
      ) : null}
      {current ? <img className="thumb" src={current} alt={t('products.imagePreview')} /> : null}
    </div>
  );
}
