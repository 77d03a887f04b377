// The API answers with root-relative media paths (/media/..., /uploads/...); they live on the API host.
const configured = (process.env.API_URL ?? '').replace(/\/+$/, '');

export function mediaUrl(path: string | null | undefined): string {
  if (!path) return '';
  // Absolute URLs, data: and blob: previews pass through untouched.
  if (!path.startsWith('/') || path.startsWith('//')) return path;
  return `${configured}${path}`;
}

/** `srcset` of an uploaded picture's web sizes ("…-480.webp 480w, …"); undefined for pictures without sizes. */
export function srcSetOf(variants: readonly { url: string; width: number }[] | undefined): string | undefined {
  return variants && variants.length > 0 ? variants.map((variant) => `${mediaUrl(variant.url)} ${variant.width}w`).join(', ') : undefined;
}
