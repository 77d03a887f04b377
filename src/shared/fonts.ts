// The web fonts' description (the list itself is generated into fontFaces.ts by scripts/subset-fonts.ts):
// @font-face rules for index.html, with a metric-matched local fallback per face so text set before the
// font arrives takes the same room, and the preload links of a page's first view in each language.
import type { Language } from './constants';

export interface FontFace {
  family: string;
  /** A weight or a range ("500 700"). */
  weight: string;
  script: 'latin' | 'arabic';
  url: string;
  bytes: number;
  unicodeRange: string;
  /** Languages whose first view uses this face (preloaded). */
  preload: Language[];
  fallback: { local: readonly string[]; sizeAdjust: string; ascentOverride: string; descentOverride: string; lineGapOverride: string };
}

/** "Inter" → "Inter Fallback": the local face every stack names right after the web face. */
export const fallbackFamily = (family: string) => `${family} Fallback`;

export function fontFaceCss(faces: readonly FontFace[]): string {
  const rules = faces.map(
    (face) =>
      `@font-face{font-family:'${face.family}';font-style:normal;font-weight:${face.weight};font-display:swap;` +
      `src:url(${face.url}) format('woff2');unicode-range:${face.unicodeRange}}`,
  );
  const seen = new Set<string>();
  for (const face of faces) {
    if (seen.has(face.family)) continue;
    seen.add(face.family);
    const { local, sizeAdjust, ascentOverride, descentOverride, lineGapOverride } = face.fallback;
    rules.push(
      `@font-face{font-family:'${fallbackFamily(face.family)}';src:${local.map((name) => `local('${name}')`).join(',')};` +
        `size-adjust:${sizeAdjust};ascent-override:${ascentOverride};descent-override:${descentOverride};line-gap-override:${lineGapOverride};` +
        `unicode-range:${face.unicodeRange}}`,
    );
  }
  return rules.join('\n');
}

export function fontPreloadLinks(faces: readonly FontFace[], language: Language): string {
  return faces
    .filter((face) => face.preload.includes(language))
    .map((face) => `<link rel="preload" href="${face.url}" as="font" type="font/woff2" crossorigin>`)
    .join('');
}
