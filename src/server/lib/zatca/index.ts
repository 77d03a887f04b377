// ZATCA e-invoicing documents (simplified invoice 388, credit note 381, debit note 383): pure functions, no
// database, no module. Tests: test/server/zatca.*.test.ts (the schema and rule checks need Java and Saxon-HE).
export { computeTotals, netOfGross, shareOut, vatOnNet } from './amounts';
export { invoiceHash } from './canonical';
export { certificateFacts, credentialsFrom, generateSelfSignedCredentials, type SigningCredentials } from './certificate';
export { decodeQr, encodeQr, type QrFields } from './qr';
export { checkStamp, readDocument, type ReadDocument, type StampCheck } from './reader';
export { stampDocument, type StampedDocument } from './stamp';
export * from './types';
export { buildDocumentXml } from './ubl';
