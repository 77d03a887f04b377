// ZATCA documents: the stamp, the QR code and the reader, on our own documents and on ZATCA's samples.
import { X509Certificate, createPublicKey, generateKeyPairSync, verify } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  INITIAL_PREVIOUS_HASH,
  certificateFacts,
  checkStamp,
  credentialsFrom,
  generateSelfSignedCredentials,
  invoiceHash,
  readDocument,
  stampDocument,
} from '../../src/server/lib/zatca';
import { lateChargeNote, refundNote, seller, stayInvoice } from '../helpers/server/zatcaFixture';
import { zatcaReferenceDir } from '../helpers/server/zatcaValidate';

const credentials = generateSelfSignedCredentials({
  commonName: 'Ken Resort EGS',
  organization: seller.legalNameEn,
  organizationUnit: 'Jeddah',
});

describe('ZATCA documents we issue', () => {
  const invoice = stampDocument(stayInvoice, credentials);

  it('read back, give the values they were made from', () => {
    const read = readDocument(invoice.xml);
    expect(read).toMatchObject({
      kind: 'invoice',
      typeCode: '388',
      typeName: '0200000',
      profile: 'reporting:1.0',
      number: 'KEN-000001',
      uuid: stayInvoice.uuid,
      issueDate: '2026-03-14',
      issueTime: '09:30:00Z',
      currency: 'SAR',
      counter: 1,
      previousHash: INITIAL_PREVIOUS_HASH,
      seller: { name: seller.legalNameAr, vatNumber: seller.vatNumber, crNumber: seller.crNumber },
      // 900.00 + 59.97 + 15.00 − 90.00 = 884.97 paid; 884.97 / 1.15 = 769.54 (769.54 + 115.43 = 884.97).
      totals: { taxExclusive: 76_954, vat: 11_543, taxInclusive: 88_497, payable: 88_497, allowance: 7_826, lineNet: 84_780 },
      vatBreakdown: [{ category: 'S', rate: 15, taxable: 76_954, tax: 11_543 }],
    });
    expect(read.lines.map((line) => [line.name, line.quantity, line.net, line.vat, line.amountWithVat])).toEqual(
      invoice.totals.lines.map((line) => [line.name, line.quantity, line.net, line.vatAmount, line.amountWithVat]),
    );
  });

  it('carry a QR code whose nine tags are the document’s values, signed by the key in tag 8', () => {
    const { qr } = readDocument(invoice.xml);
    expect(qr).toMatchObject({
      sellerName: 'شركة منتجع كن للسياحة',
      vatNumber: '310123456700003',
      timestamp: '2026-03-14T09:30:00Z',
      totalWithVat: '884.97',
      vatTotal: '115.43',
      invoiceHash: invoiceHash(invoice.xml).base64,
    });
    const key = createPublicKey({ key: qr.publicKey, format: 'der', type: 'spki' });
    expect(key.asymmetricKeyDetails?.namedCurve).toBe('secp256k1');
    expect(verify('sha256', Buffer.from(qr.invoiceHash, 'base64'), key, Buffer.from(qr.signature, 'base64'))).toBe(true);
    // Tag 8 is the certificate's key, and tag 9 the certificate's own signature (it verifies the certificate).
    const certificate = new X509Certificate(Buffer.from(credentials.certificate, 'base64'));
    expect(certificate.publicKey.export({ type: 'spki', format: 'der' }).equals(qr.publicKey)).toBe(true);
    expect(certificate.verify(certificate.publicKey)).toBe(true);
    expect(Buffer.from(credentials.certificate, 'base64').subarray(-qr.certificateSignature.length).equals(qr.certificateSignature)).toBe(
      true,
    );
  });

  it('hash to tag 6 and the signature’s digest, and every digest of the stamp checks', () => {
    expect(checkStamp(invoice.xml)).toEqual({
      hashMatches: true,
      signatureVerifies: true,
      signedPropertiesMatch: true,
      certificateDigestMatches: true,
    });
    expect(invoice.hash).toBe(invoiceHash(invoice.xml).base64);
  });

  it('chain: each document’s PIH is the hash of the one before', () => {
    const credit = stampDocument(refundNote(invoice.hash), credentials);
    const debit = stampDocument(lateChargeNote(credit.hash), credentials);
    expect(readDocument(credit.xml)).toMatchObject({
      kind: 'credit_note',
      typeCode: '381',
      counter: 2,
      previousHash: invoice.hash,
      billingReferences: ['KEN-000001'],
      reason: 'Partial refund: stay shortened by the guest',
    });
    expect(readDocument(debit.xml)).toMatchObject({
      kind: 'debit_note',
      typeCode: '383',
      counter: 3,
      previousHash: credit.hash,
      billingReferences: ['KEN-000001'],
    });
    // 150.00 + 39.98 − 5.00 = 184.98 refunded; 100.00 + 151.00 − 10.00 = 241.00 charged.
    expect(readDocument(credit.xml).totals.payable).toBe(18_498);
    expect(readDocument(debit.xml).totals.payable).toBe(24_100);
    for (const document of [credit, debit])
      expect(checkStamp(document.xml).hashMatches && checkStamp(document.xml).signatureVerifies).toBe(true);
  });

  it('a changed amount, a changed signature or another key is found out', () => {
    const tampered = invoice.xml.replace('<cbc:PayableAmount currencyID="SAR">884.97<', '<cbc:PayableAmount currencyID="SAR">84.97<');
    expect(tampered).not.toBe(invoice.xml);
    expect(checkStamp(tampered)).toMatchObject({ hashMatches: false, signatureVerifies: false });
    const other = generateSelfSignedCredentials({ commonName: 'Someone else', organization: 'Else' });
    const forged = stampDocument(stayInvoice, other);
    const mixed = forged.xml.replace(readDocument(forged.xml).qrBase64, readDocument(invoice.xml).qrBase64);
    expect(checkStamp(mixed).hashMatches).toBe(true);
    expect(checkStamp(mixed).signatureVerifies).toBe(false);
  });

  it('the same input and key give the same document; the hash ignores the stamp and the QR', () => {
    const again = stampDocument(stayInvoice, credentials);
    expect(again.hash).toBe(invoice.hash);
    expect(invoiceHash(again.xml.replace(again.qr, 'QUJD')).base64).toBe(invoice.hash);
    expect(invoiceHash(again.xml.replace('KEN-000001', 'KEN-000009')).base64).not.toBe(invoice.hash);
  });

  it('escapes what XML would misread, and reads it back as written', () => {
    const awkward = stampDocument(
      {
        ...stayInvoice,
        seller: { ...seller, legalNameAr: 'كن & <أبناؤه>' },
        lines: [{ name: 'Tea "green" & mint', quantity: 1, unitPriceWithVat: 1_200 }],
        discountWithVat: 0,
      },
      credentials,
    );
    const read = readDocument(awkward.xml);
    expect(read.seller.name).toBe('كن & <أبناؤه>');
    expect(read.qr.sellerName).toBe('كن & <أبناؤه>');
    expect(read.lines[0].name).toBe('Tea "green" & mint');
    expect(checkStamp(awkward.xml).hashMatches).toBe(true);
  });

  it('refuses a credit note without the invoice it corrects', () => {
    expect(() => stampDocument({ ...refundNote(invoice.hash), billingReference: undefined }, credentials)).toThrow(/names the invoice/);
  });

  it('takes a configured key and certificate, and refuses a key that is not the certificate’s', () => {
    const pem = credentials.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    const certificatePem = `-----BEGIN CERTIFICATE-----\n${credentials.certificate.match(/.{1,64}/g)?.join('\n')}\n-----END CERTIFICATE-----\n`;
    const configured = credentialsFrom(pem, certificatePem);
    expect(configured.certificate).toBe(credentials.certificate);
    expect(checkStamp(stampDocument(stayInvoice, configured).xml).signatureVerifies).toBe(true);
    const stranger = generateKeyPairSync('ec', { namedCurve: 'secp256k1' }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    expect(() => credentialsFrom(stranger, certificatePem)).toThrow(/does not belong/);
  });
});

describe('ZATCA’s own samples', () => {
  const samples = path.join(zatcaReferenceDir(), 'Samples/Simplified');
  const sample = (name: string) => readFileSync(path.join(samples, name), 'utf8');

  it('the simplified invoice reads back to its values, and its hash, signature and digests check', () => {
    const xml = sample('Invoice/Simplified_Invoice.xml');
    expect(readDocument(xml)).toMatchObject({
      kind: 'invoice',
      typeName: '0200000',
      number: 'SME00010',
      uuid: '8e6000cf-1a98-4174-b3e7-b5d5954bc10d',
      counter: 10,
      previousHash: readFileSync(path.join(zatcaReferenceDir(), 'PIH/pih.txt'), 'utf8').trim(),
      totals: { lineNet: 20_100, taxExclusive: 20_100, vat: 3_015, taxInclusive: 23_115, payable: 23_115 },
      lines: [
        { id: '1', name: 'كتاب', quantity: 33, net: 9_900, vat: 1_485, amountWithVat: 11_385 },
        { id: '2', name: 'قلم', quantity: 3, net: 10_200, vat: 1_530, amountWithVat: 11_730 },
      ],
      qr: {
        sellerName: 'Acme Widget’s LTD',
        vatNumber: '311111111101113',
        timestamp: '2022-08-17T17:41:08Z',
        totalWithVat: '231.15',
        vatTotal: '30.15',
      },
      computedHash: 'r/2si60BEew0NQCHNHNejowLDLjVNV/VTT/P8QSLxMk=',
    });
    expect(checkStamp(xml)).toEqual({
      hashMatches: true,
      signatureVerifies: true,
      signedPropertiesMatch: true,
      certificateDigestMatches: true,
    });
  });

  it('the credit and debit notes read back (ZATCA filed each under the other’s folder), hashes and signatures check', () => {
    const credit = sample('Debit/Simplified_Debit_Note.xml');
    const debit = sample('Credit/Simplified_Credit_Note.xml');
    expect(readDocument(credit)).toMatchObject({
      kind: 'credit_note',
      number: '935',
      uuid: 'ec65d239-c793-452f-8e8c-509dbd54d2a9',
      counter: 70,
      reason: 'Returned items',
      totals: { taxExclusive: 25_000, vat: 0, payable: 25_000 },
      vatBreakdown: [{ category: 'Z', rate: 0, taxable: 25_000, tax: 0 }],
      computedHash: 'ncYHSMS3NO1N2hYSaSYpg7Z0fyPqrZYHDRbXKeOpY28=',
    });
    expect(readDocument(debit)).toMatchObject({
      kind: 'debit_note',
      uuid: '005b5801-9729-4067-a2d0-3cf79cddf16f',
      computedHash: 'nB55RlCPj1aF1dp/sRG+U26hg8P06M9BtTMxseocyrE=',
    });
    for (const xml of [credit, debit])
      expect(checkStamp(xml)).toEqual({
        hashMatches: true,
        signatureVerifies: true,
        signedPropertiesMatch: true,
        certificateDigestMatches: true,
      });
  });

  it('our reading of ZATCA’s certificate gives what its stamp carries: issuer, serial, and QR tags 8 and 9', () => {
    const xml = sample('Invoice/Simplified_Invoice.xml');
    const read = readDocument(xml);
    const facts = certificateFacts(read.stamp.certificate);
    expect(facts.issuerName).toBe(/<ds:X509IssuerName>([^<]+)</.exec(xml)?.[1]);
    expect(facts.serialNumber).toBe(/<ds:X509SerialNumber>([^<]+)</.exec(xml)?.[1]);
    expect(facts.publicKey.equals(read.qr.publicKey)).toBe(true);
    expect(facts.signature.equals(read.qr.certificateSignature)).toBe(true);
  });

  it('the _Error samples, edited after signing, no longer match their hash', () => {
    for (const name of [
      'Invoice/Simplified_Invoice_Error.xml',
      'Credit/Simplified_Credit_Note_Error.xml',
      'Debit/Simplified_Debit_Note_Error.xml',
    ]) {
      expect(checkStamp(sample(name))).toMatchObject({ hashMatches: false, signatureVerifies: false });
    }
  });
});
