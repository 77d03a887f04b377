// A seller and documents shaped like the resort's: a stay with tickets and a promo, a partial refund, a late charge.
import { INITIAL_PREVIOUS_HASH, type DocumentInput, type Seller } from '../../../src/server/lib/zatca';

export const seller: Seller = {
  legalNameAr: 'شركة منتجع كن للسياحة',
  legalNameEn: 'Ken Resort Tourism Co.',
  vatNumber: '310123456700003',
  crNumber: '4030123456',
  address: { buildingNumber: '2715', street: 'طريق الكورنيش', district: 'الشاطئ', city: 'جدة', postalCode: '23511' },
};

/** Two hut nights at 450.00, three tickets at 19.99 and a towel at 15.00, less a 90.00 promo: 884.97 paid. */
export const stayInvoice: DocumentInput = {
  kind: 'invoice',
  number: 'KEN-000001',
  uuid: '6f1c2a5e-0d1b-4e7a-9a31-5b2f8c9d0e11',
  counter: 1,
  previousHash: INITIAL_PREVIOUS_HASH,
  issuedAt: new Date('2026-03-14T09:30:00Z'),
  seller,
  lines: [
    { name: 'Hut night · ليلة في الكوخ', quantity: 2, unitPriceWithVat: 45_000, unitCode: 'DAY' },
    { name: 'Snorkelling ticket · تذكرة غطس', quantity: 3, unitPriceWithVat: 1_999 },
    { name: 'Beach towel · منشفة شاطئ', quantity: 1, unitPriceWithVat: 1_500 },
  ],
  discountWithVat: 9_000,
  discountReason: 'Promo SPRING10',
};

export const refundNote = (previousHash: string): DocumentInput => ({
  kind: 'credit_note',
  number: 'KEN-000002',
  uuid: '0b7d4c3e-2f4a-4c8e-8d6b-1a2b3c4d5e6f',
  counter: 2,
  previousHash,
  issuedAt: new Date('2026-03-15T11:00:00Z'),
  seller,
  lines: [
    { name: 'Refund: one hut night · استرداد ليلة', quantity: 1, unitPriceWithVat: 15_000, unitCode: 'DAY' },
    { name: 'Refund: ticket · استرداد تذكرة', quantity: 2, unitPriceWithVat: 1_999 },
  ],
  discountWithVat: 500,
  discountReason: 'Promo SPRING10 share',
  billingReference: 'KEN-000001',
  reason: 'Partial refund: stay shortened by the guest',
});

export const lateChargeNote = (previousHash: string): DocumentInput => ({
  kind: 'debit_note',
  number: 'KEN-000003',
  uuid: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
  counter: 3,
  previousHash,
  issuedAt: new Date('2026-03-16T18:45:10Z'),
  seller,
  lines: [
    { name: 'Late check-out · مغادرة متأخرة', quantity: 1, unitPriceWithVat: 10_000 },
    { name: 'Extra bed · سرير إضافي', quantity: 2, unitPriceWithVat: 7_550, unitCode: 'DAY' },
  ],
  discountWithVat: 1_000,
  discountReason: 'Loyalty',
  billingReference: 'KEN-000001',
  reason: 'Late check-out and an extra bed added after the stay',
});
