// Files behind the API's Bearer token (the e-ticket PDF, the .ics): a plain link cannot send the header,
// so fetch with it and hand the browser the blob through an object URL.
import { API_URL } from './config';

export class DownloadError extends Error {
  constructor(readonly status: number) {
    super(`download failed with ${status}`);
  }
}

/** The file name the server gave (Content-Disposition), else the fallback. */
const fileNameOf = (response: Response, fallback: string) =>
  /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallback;

/** Saves the file; never opens it in the page. `fileName` null: the name the server gave. */
export async function downloadWithToken(
  path: string,
  token: string | null,
  fileName: string | null,
  fallbackName = 'download',
): Promise<void> {
  const response = await fetch(`${API_URL}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {}, credentials: 'include' });
  if (!response.ok) throw new DownloadError(response.status);
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName ?? fileNameOf(response, fallbackName);
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
