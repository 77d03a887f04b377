-- Issue 22: each tax document names the payment row it was issued for (the charge an invoice bills, the refund a
-- credit note gives back). Unique: one invoice per successful charge and one credit note per refund, whoever
-- completes the payment twice (webhook and return page). Set at insert only (tax_documents refuses updates).
ALTER TABLE "tax_documents" ADD COLUMN IF NOT EXISTS "payment_transaction_id" integer REFERENCES "payment_transactions"("id") ON DELETE RESTRICT;
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "tax_documents_payment_unique" ON "tax_documents" ("payment_transaction_id");
