// Packages no start needs, loaded at their first use instead (docs/performance.md, "Start-up and memory"): pdfkit
// (with fontkit, its font parsers and crypto-js), sharp (libvips' bindings) and xml-crypto (with its XML parser)
// were about a third of the modules a restart loaded before its first answer; nodemailer (33 modules, ~450 KB of
// source: an idle server sends no mail), qrcode (with pngjs) and @xmldom/xmldom were a further 66. Node caches each
// after the first call; the types are the packages' own.
/* eslint-disable @typescript-eslint/no-require-imports -- a require at first use is the point of this file */
import type PDFKit from 'pdfkit';
import type Sharp from 'sharp';
import type * as XmlCrypto from 'xml-crypto';
import type Nodemailer from 'nodemailer';
import type QRCode from 'qrcode';
import type * as XmlDom from '@xmldom/xmldom';

let pdfkit: typeof PDFKit | undefined;
let sharpModule: typeof Sharp | undefined;
let xmlCrypto: typeof XmlCrypto | undefined;
let nodemailerModule: typeof Nodemailer | undefined;
let qrcodeModule: typeof QRCode | undefined;
let xmlDomModule: typeof XmlDom | undefined;

/** A new PDF document (pdfkit). */
export function newPdf(options?: PDFKit.PDFDocumentOptions): PDFKit.PDFDocument {
  pdfkit ??= require('pdfkit') as typeof PDFKit;
  return new pdfkit(options);
}

/** sharp itself (the function, with its `strategy`, `cache`…). */
export const sharp = (): typeof Sharp => (sharpModule ??= require('sharp') as typeof Sharp);

/** xml-crypto's canonicalisations. */
export const xmlCanonical = (): typeof XmlCrypto => (xmlCrypto ??= require('xml-crypto') as typeof XmlCrypto);

/** nodemailer (its transports are made with the first message: lib/mail.ts). */
export const nodemailer = (): typeof Nodemailer => (nodemailerModule ??= require('nodemailer') as typeof Nodemailer);

/** qrcode: the booking's and the ticket's QR images, the tax documents' QR, the authenticator's QR. */
export const qrcode = (): typeof QRCode => (qrcodeModule ??= require('qrcode') as typeof QRCode);

/** @xmldom/xmldom's parser: ZATCA's documents are read and hashed with it. */
export const xmlDom = (): typeof XmlDom => (xmlDomModule ??= require('@xmldom/xmldom') as typeof XmlDom);
