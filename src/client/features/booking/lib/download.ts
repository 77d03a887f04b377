// Files behind the API's Bearer token (the e-ticket PDF, the .ics): a plain link cannot send the header,
// so fetch with it and hand the browser the blob through an object URL.
import { API_URL } from '../../../api/config';

export class DownloadError extends Error {
  constructor(readonly status: number) {
    super(`download failed with ${status}`);
  }
}

export async function downloadWithToken(path: string, token: string | null, fileName: string): Promise<void> {
  const response = await fetch(`${API_URL}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {}, credentials: 'include' });
  if (!response.ok) throw new DownloadError(response.status);
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
