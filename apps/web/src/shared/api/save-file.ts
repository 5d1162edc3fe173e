/** How long a saved file's object URL is kept: the browser has begun saving it well before. */
const KEEP_URL_MS = 60_000;

/** Hands a file the app fetched (a PDF receipt) to the browser to save under `fileName`. */
export function saveFile(file: Blob, fileName: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked at once, some browsers would lose the file before saving it.
  setTimeout(() => URL.revokeObjectURL(url), KEEP_URL_MS);
}
