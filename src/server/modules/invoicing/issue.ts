// Issuing a tax document (issue 22): the one entry point the payments and refunds call, inside their own transaction,
// with plain input (lines, amounts, the booking's id as a reference). Numbers, counters and the hash chain come from
// the database's chain head, locked for the rest of the caller's transaction; a rolled-back payment leaves no gap.
import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { stampDocument, type DocumentKind, type DocumentLineInput, type SigningCredentials } from '../../lib/zatca';
import type { SettingsRepository } from '../settings/repository';
import { invoicingRepository, type SellerSnapshot, type TaxDocumentRow } from './repository';

export interface IssueDocumentInput {
  kind: DocumentKind;
  /** The booking the document is for (a reference only: nothing about the booking is read). */
  bookingId?: number | null;
  /** The payment row it is for (the charge an invoice bills, the refund a credit note gives back): one document each. */
  paymentId?: number | null;
  /** What the guest pays per unit, VAT included, in halalas (lib/zatca's DocumentLineInput). */
  lines: DocumentLineInput[];
  /** A promo discount on the whole document, VAT included, in halalas. */
  discountWithVat?: number;
  discountReason?: string;
  /** For a credit or debit note: the id of the invoice it corrects, and why. */
  correctsDocumentId?: number;
  reason?: string;
  /** UNTDID 4461: 48 bank card (default), 10 cash, 30 credit transfer. */
  paymentMeansCode?: string;
}

export interface DocumentIssuerDeps {
  credentials: SigningCredentials;
  clock: Clock;
  settings: Pick<SettingsRepository, 'seller'>;
}

/** KEN-000123: the prefix in force when the document is issued, then its counter on six digits at least. */
export const documentNumber = (prefix: string, counter: number) => `${prefix}${String(counter).padStart(6, '0')}`;

async function sellerSnapshot(tx: Database, settings: DocumentIssuerDeps['settings']): Promise<SellerSnapshot> {
  const seller = await settings.seller(tx);
  if (!seller) throw new Error('seller_settings has no row: migration 0031 seeds it');
  return {
    legalNameAr: seller.legal_name_ar,
    legalNameEn: seller.legal_name_en,
    vatNumber: seller.vat_number,
    crNumber: seller.cr_number,
    address: {
      buildingNumber: seller.building_number,
      street: seller.street,
      district: seller.district,
      city: seller.city,
      postalCode: seller.postal_code,
    },
    invoicePrefix: seller.invoice_prefix,
  };
}

export function createDocumentIssuer(deps: DocumentIssuerDeps) {
  return {
    /**
     * Issues the next document of the chain inside `tx` (a savepoint when `tx` is already a transaction, else its own
     * transaction). Other issues wait on the chain head until `tx` commits or rolls back; keep the rest of the
     * caller's transaction short.
     */
    async issueDocument(tx: Database, input: IssueDocumentInput): Promise<TaxDocumentRow> {
      if ((input.kind === 'invoice') !== (input.correctsDocumentId === undefined))
        throw new Error('a credit or debit note, and only one, corrects an invoice');
      return tx.transaction(async (inner) => {
        const head = await invoicingRepository.lockChainHead(inner);
        let corrected: TaxDocumentRow | undefined;
        if (input.correctsDocumentId !== undefined) {
          corrected = await invoicingRepository.byId(inner, input.correctsDocumentId);
          if (!corrected || corrected.type !== 'invoice') throw new Error(`document ${input.correctsDocumentId} is not an invoice`);
        }
        const seller = await sellerSnapshot(inner, deps.settings);
        const counter = head.counter + 1;
        const number = documentNumber(seller.invoicePrefix, counter);
        const uuid = randomUUID();
        const issuedAt = deps.clock.now();
        const { invoicePrefix: _prefix, ...documentSeller } = seller;
        const stamped = stampDocument(
          {
            kind: input.kind,
            number,
            uuid,
            counter,
            previousHash: head.lastHash,
            issuedAt,
            seller: documentSeller,
            lines: input.lines,
            discountWithVat: input.discountWithVat,
            discountReason: input.discountReason,
            billingReference: corrected?.number,
            reason: input.kind === 'invoice' ? undefined : (input.reason ?? 'Correction'),
            paymentMeansCode: input.paymentMeansCode,
          },
          deps.credentials,
        );
        return invoicingRepository.insertAndAdvance(inner, {
          uuid,
          number,
          type: input.kind,
          bookingId: input.bookingId ?? null,
          paymentTransactionId: input.paymentId ?? null,
          correctsId: corrected?.id ?? null,
          reason: input.kind === 'invoice' ? null : (input.reason ?? 'Correction'),
          issuedAt,
          total: stamped.totals.taxInclusive,
          vat: stamped.totals.vatTotal,
          counter,
          previousHash: head.lastHash,
          hash: stamped.hash,
          qr: stamped.qr,
          xml: stamped.xml,
          seller,
        });
      });
    },
  };
}

export type DocumentIssuer = ReturnType<typeof createDocumentIssuer>;
