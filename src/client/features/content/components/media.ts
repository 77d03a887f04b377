import { mediaUrl } from '../../../api/mediaUrl';

/** Resolves an image path from the API, or falls back to one of the project's own pictures. */
export const imageSrc = (path: string | null | undefined, fallback: string) => (path ? mediaUrl(path) : fallback);
