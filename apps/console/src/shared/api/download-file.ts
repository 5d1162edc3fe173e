import { send } from './api-client';

/** Fetches a console file (a CSV) with the session's token and hands it to the browser as `fileName`. */
export async function downloadFile(path: string, fileName: string): Promise<void> {
  const response = await send(path);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
