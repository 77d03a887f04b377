-- Issue 22, section 1: the resort's tax documents (ZATCA simplified invoice 388, credit note 381, debit note 383) and
-- their chain. Each document's counter (ICV) is one more than the one before and its previous_hash (PIH) is the hash of
-- the one before; the first carries ZATCA's initial hash. Issuing locks the one chain head row (modules/invoicing), and
-- the database refuses anything else: unique counter, unique previous_hash (no fork), and a trigger that checks each
-- new document against its predecessor (no gap, no wrong PIH). Documents are never updated nor deleted.
CREATE TABLE IF NOT EXISTS "tax_document_chain" (
  "id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
  "counter" integer DEFAULT 0 NOT NULL,
  "last_hash" text NOT NULL,
  CONSTRAINT "tax_document_chain_one_row" CHECK ("tax_document_chain"."id" = 1),
  CONSTRAINT "tax_document_chain_counter" CHECK ("tax_document_chain"."counter" >= 0)
);
--> statement-breakpoint
INSERT INTO "tax_document_chain" ("id", "counter", "last_hash")
VALUES (1, 0, 'NWZlY2ViNjZmZmM4NmYzOGQ5NTI3ODZjNmQ2OTZjNzljMmRiYzIzOWRkNGU5MWI0NjcyOWQ3M2EyN2ZiNTdlOQ==')
ON CONFLICT ("id") DO NOTHING;
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "tax_documents" (
  "id" serial PRIMARY KEY NOT NULL,
  "uuid" uuid NOT NULL,
  "number" varchar(32) NOT NULL,
  "type" varchar(16) NOT NULL,
  "booking_id" integer REFERENCES "bookings"("id") ON DELETE RESTRICT,
  "corrects_id" integer REFERENCES "tax_documents"("id") ON DELETE RESTRICT,
  "reason" varchar(1000),
  "issued_at" timestamp with time zone NOT NULL,
  "total" integer NOT NULL,
  "vat" integer NOT NULL,
  "counter" integer NOT NULL,
  "previous_hash" text NOT NULL,
  "hash" text NOT NULL,
  "qr" text NOT NULL,
  "xml" text NOT NULL,
  "seller" jsonb NOT NULL,
  CONSTRAINT "tax_documents_uuid_unique" UNIQUE ("uuid"),
  CONSTRAINT "tax_documents_number_unique" UNIQUE ("number"),
  CONSTRAINT "tax_documents_counter_unique" UNIQUE ("counter"),
  CONSTRAINT "tax_documents_previous_hash_unique" UNIQUE ("previous_hash"),
  CONSTRAINT "tax_documents_hash_unique" UNIQUE ("hash"),
  CONSTRAINT "tax_documents_type" CHECK ("type" IN ('invoice', 'credit_note', 'debit_note')),
  CONSTRAINT "tax_documents_counter_positive" CHECK ("counter" > 0),
  CONSTRAINT "tax_documents_amounts" CHECK ("total" >= 0 AND "vat" >= 0 AND "vat" <= "total"),
  -- A credit or debit note names the invoice it corrects and why (BR-KSA-56, BR-KSA-17); an invoice corrects nothing.
  CONSTRAINT "tax_documents_notes_correct" CHECK (("type" = 'invoice') = ("corrects_id" IS NULL) AND ("type" = 'invoice' OR "reason" IS NOT NULL))
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "tax_documents_booking_idx" ON "tax_documents" ("booking_id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "tax_documents_issued_at_idx" ON "tax_documents" ("issued_at");
--> statement-breakpoint
CREATE OR REPLACE FUNCTION tax_documents_chain_check() RETURNS trigger AS $$
DECLARE
  predecessor_hash text;
BEGIN
  IF NEW.counter = 1 THEN
    predecessor_hash := 'NWZlY2ViNjZmZmM4NmYzOGQ5NTI3ODZjNmQ2OTZjNzljMmRiYzIzOWRkNGU5MWI0NjcyOWQ3M2EyN2ZiNTdlOQ==';
  ELSE
    SELECT hash INTO predecessor_hash FROM tax_documents WHERE counter = NEW.counter - 1;
    IF NOT FOUND THEN
      RAISE EXCEPTION 'tax document % would leave a gap: no document has counter %', NEW.counter, NEW.counter - 1 USING ERRCODE = '23514';
    END IF;
  END IF;
  IF NEW.previous_hash IS DISTINCT FROM predecessor_hash THEN
    RAISE EXCEPTION 'tax document % does not chain: its previous hash is not the hash of document %', NEW.counter, NEW.counter - 1 USING ERRCODE = '23514';
  END IF;
  IF NEW.type <> 'invoice' AND NOT EXISTS (SELECT 1 FROM tax_documents WHERE id = NEW.corrects_id AND type = 'invoice') THEN
    RAISE EXCEPTION 'a credit or debit note corrects an invoice' USING ERRCODE = '23514';
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER tax_documents_chain BEFORE INSERT ON tax_documents FOR EACH ROW EXECUTE FUNCTION tax_documents_chain_check();
--> statement-breakpoint
-- Issued documents are records the law keeps: nothing rewrites or removes one.
CREATE OR REPLACE FUNCTION tax_documents_immutable() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'tax documents are never changed nor deleted' USING ERRCODE = '23514';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER tax_documents_keep BEFORE UPDATE OR DELETE ON tax_documents FOR EACH ROW EXECUTE FUNCTION tax_documents_immutable();
