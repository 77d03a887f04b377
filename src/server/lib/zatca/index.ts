// ZATCA e-invoicing documents (simplified invoice 388, credit note 381, debit note 383): pure functions, no
// database. See docs in /work/notes/arch-zatca.md and the tests in test/server/zatca.*.test.ts.
export { computeTotals, netOfGross, shareOut, vatOnNet } from './amounts';
export { invoiceHash } from './canonical';
export { certificateFacts, credentialsFrom, generateSelfSignedCredentials, type SigningCredentials } from './certificate';
export { decodeQr, encodeQr, type QrFields } from './qr';
export { checkStamp, readDocument, type ReadDocument, type StampCheck } from './reader';
export { stampDocument, type StampedDocument } from './stamp';
export * from './types';
export { buildDocumentXml } from './ubl';
