// The API answers with root-relative media paths (/media/..., /uploads/...); they live on the API host.
const configured = (process.env.API_URL ?? '').replace(/\/+$/, '');

export function mediaUrl(path: string | null | undefined): string {
  if (!path) return '';
  // Absolute URLs, data: and blob: previews pass through untouched.
  if (!path.startsWith('/') || path.startsWith('//')) return path;
  return `${configured}${path}`;
}
