import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { taxDocumentChain, taxDocuments, zatcaReports, type SellerSnapshot } from '../../db/schema';

export type TaxDocumentRow = typeof taxDocuments.$inferSelect;
export type NewTaxDocument = typeof taxDocuments.$inferInsert;

/** The only Drizzle user of the documents and their chain. */
export const invoicingRepository = {
  /** Locks the chain's head until the caller's transaction ends: every other issue waits here. */
  async lockChainHead(tx: Database): Promise<{ counter: number; lastHash: string }> {
    const [head] = await tx.select().from(taxDocumentChain).where(eq(taxDocumentChain.id, 1)).for('update');
    if (!head) throw new Error('tax_document_chain has no row: migration 0032 inserts it');
    return head;
  },

  async insertAndAdvance(tx: Database, document: NewTaxDocument): Promise<TaxDocumentRow> {
    const [row] = await tx.insert(taxDocuments).values(document).returning();
    // The head moves only if it still is the predecessor: a second guard beside the lock and the table's trigger.
    const moved = await tx
      .update(taxDocumentChain)
      .set({ counter: document.counter, lastHash: document.hash })
      .where(sql`${taxDocumentChain.id} = 1 AND ${taxDocumentChain.counter} = ${document.counter - 1}`)
      .returning({ counter: taxDocumentChain.counter });
    if (moved.length !== 1) throw new Error(`the chain head moved while document ${document.counter} was issued`);
    // The reporting outbox's row, in the same transaction: a document that exists is a document that will be reported.
    await tx.insert(zatcaReports).values({ documentId: row.id, nextAttemptAt: row.issuedAt, createdAt: row.issuedAt });
    return row;
  },

  async byId(tx: Database, id: number): Promise<TaxDocumentRow | undefined> {
    const [row] = await tx.select().from(taxDocuments).where(eq(taxDocuments.id, id)).limit(1);
    return row;
  },
};

export type { SellerSnapshot };
