// subset-font (HarfBuzz's subsetter in WebAssembly) ships no types; the one call the font script makes.
declare module 'subset-font' {
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: {
      targetFormat?: 'sfnt' | 'woff' | 'woff2' | 'truetype';
      preserveNameIds?: number[];
      keepFeatures?: string[];
      noHinting?: boolean;
    },
  ): Promise<Buffer>;
}
declare module 'fontverter' {
  export function convert(font: Buffer, format: 'sfnt' | 'woff' | 'woff2' | 'truetype'): Promise<Buffer>;
}
