import type { ImgHTMLAttributes } from 'react';
import { mediaUrl, srcSetOf } from '../api/mediaUrl';

export type PictureVariant = { url: string; width: number; height: number };

type Props = {
  /** The picture's path as the API gives it (the widest web size for uploads and the resort's own art). */
  src: string;
  /** Every web size, narrowest first (uploads and seed art have them); none for older SVG pictures. */
  variants?: readonly PictureVariant[];
  /** The picture's own pixel size; falls back to `fallbackWidth` × `fallbackHeight` (the slot's ratio). */
  width?: number | null;
  height?: number | null;
  fallbackWidth?: number;
  fallbackHeight?: number;
  /** How wide the picture is drawn, for the browser to pick a size from `srcset`. */
  sizes: string;
  alt: string;
  /** The first-view (LCP) picture: loaded at once with high priority; every other picture waits (lazy). */
  priority?: boolean;
} & Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'sizes' | 'width' | 'height' | 'alt' | 'loading'>;

/**
 * Every catalogue picture the guest sees (huts, events, services, special items, the hero): `srcset` with
 * `sizes` so a phone downloads a phone-sized file, and the real width/height so nothing shifts while it loads.
 */
export function Picture({
  src,
  variants,
  width,
  height,
  fallbackWidth = 600,
  fallbackHeight = 400,
  sizes,
  alt,
  priority = false,
  ...rest
}: Props) {
  const srcSet = srcSetOf(variants);
  // React 18 does not know `fetchPriority` yet; the lowercase attribute reaches the DOM as written.
  const hint = priority ? ({ fetchpriority: 'high' } as Record<string, string>) : {};
  return (
    <img
      {...rest}
      {...hint}
      src={mediaUrl(src)}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      width={width ?? fallbackWidth}
      height={height ?? fallbackHeight}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'auto' : 'async'}
    />
  );
}

/** The picture row of `image` among a hut's, event's or service's pictures (for its sizes), if any. */
export function sizedOf<T extends { image: string }>(images: readonly T[] | undefined, image: string | null | undefined): T | undefined {
  return image ? images?.find((candidate) => candidate.image === image) : undefined;
}
