// Packages no start needs, loaded at their first use instead (docs/performance.md, "Start-up and memory"): pdfkit
// (with fontkit, its font parsers and crypto-js), sharp (libvips' bindings) and xml-crypto (with its XML parser)
// were about a third of the modules a restart loaded before its first answer. Node caches each after the first
// call; the types are the packages' own.
/* eslint-disable @typescript-eslint/no-require-imports -- a require at first use is the point of this file */
import type PDFKit from 'pdfkit';
import type Sharp from 'sharp';
import type * as XmlCrypto from 'xml-crypto';

let pdfkit: typeof PDFKit | undefined;
let sharpModule: typeof Sharp | undefined;
let xmlCrypto: typeof XmlCrypto | undefined;

/** A new PDF document (pdfkit). */
export function newPdf(options?: PDFKit.PDFDocumentOptions): PDFKit.PDFDocument {
  pdfkit ??= require('pdfkit') as typeof PDFKit;
  return new pdfkit(options);
}

/** sharp itself (the function, with its `strategy`, `cache`…). */
export const sharp = (): typeof Sharp => (sharpModule ??= require('sharp') as typeof Sharp);

/** xml-crypto's canonicalisations. */
export const xmlCanonical = (): typeof XmlCrypto => (xmlCrypto ??= require('xml-crypto') as typeof XmlCrypto);
