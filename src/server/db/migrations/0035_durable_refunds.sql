-- Issue 22, section 2: refunds that are never lost. A refund is first a durable request: its payment row
-- (payment_transactions, kind 'refund', status 'pending') reserves the money against the charge exactly as before (the
-- trigger refund_within_paid keeps the cap: succeeded + pending never above what was paid), and its refund_requests row
-- (same id) carries the worker's state: who asked and why, the attempts, when the next one is due, the lease of the
-- instance sending it, whether a send may have reached the provider unanswered (then the provider is asked before any
-- resend), the provider's reference and the last error. modules/bookings/refundWorker.ts sends the due ones.
CREATE TABLE IF NOT EXISTS "refund_requests" (
  "id" integer PRIMARY KEY NOT NULL REFERENCES "payment_transactions"("id") ON DELETE RESTRICT,
  "booking_id" integer NOT NULL REFERENCES "bookings"("id") ON DELETE RESTRICT,
  "charge_id" integer NOT NULL REFERENCES "payment_transactions"("id") ON DELETE RESTRICT,
  "amount_halalas" integer NOT NULL,
  "reason" text NOT NULL,
  "requested_by" integer REFERENCES "users"("id") ON DELETE SET NULL,
  "status" varchar(16) DEFAULT 'pending' NOT NULL,
  "attempts" integer DEFAULT 0 NOT NULL,
  "next_attempt_at" timestamp with time zone NOT NULL,
  "leased_until" timestamp with time zone,
  "lease_owner" varchar(64),
  "uncertain" boolean DEFAULT false NOT NULL,
  "notify" boolean DEFAULT false NOT NULL,
  "provider_reference" varchar(128),
  "last_error" text,
  "created_at" timestamp with time zone NOT NULL,
  "updated_at" timestamp with time zone NOT NULL,
  "finished_at" timestamp with time zone,
  CONSTRAINT "refund_requests_status" CHECK ("status" IN ('pending', 'sending', 'succeeded', 'failed')),
  CONSTRAINT "refund_requests_amount" CHECK ("amount_halalas" > 0),
  CONSTRAINT "refund_requests_attempts" CHECK ("attempts" >= 0),
  CONSTRAINT "refund_requests_lease" CHECK (("status" = 'sending') = ("leased_until" IS NOT NULL))
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "refund_requests_due_idx" ON "refund_requests" ("next_attempt_at") WHERE "status" IN ('pending', 'sending');
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "refund_requests_booking_idx" ON "refund_requests" ("booking_id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "refund_requests_status_idx" ON "refund_requests" ("status", "created_at");
--> statement-breakpoint
-- Every attempt: a send or a query to the provider, and what it answered.
CREATE TABLE IF NOT EXISTS "refund_attempts" (
  "id" serial PRIMARY KEY NOT NULL,
  "refund_id" integer NOT NULL REFERENCES "refund_requests"("id") ON DELETE RESTRICT,
  "action" varchar(8) NOT NULL,
  "outcome" varchar(16) NOT NULL,
  "result_code" varchar(40),
  "response" jsonb,
  "error" text,
  "attempted_at" timestamp with time zone NOT NULL,
  CONSTRAINT "refund_attempts_action" CHECK ("action" IN ('send', 'query', 'retry')),
  CONSTRAINT "refund_attempts_outcome" CHECK ("outcome" IN ('succeeded', 'refused', 'unknown', 'not_found', 'requested'))
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "refund_attempts_refund_idx" ON "refund_attempts" ("refund_id");
--> statement-breakpoint
-- Refunds recorded before this migration. A pending one was left so because the provider's answer never came: nobody
-- knows whether it went through, so it is shown as failed (staff decide, after looking at the provider's back office: it
-- was sent without the refund's own reference; its reservation is kept).
INSERT INTO "refund_requests" ("id", "booking_id", "charge_id", "amount_halalas", "reason", "status", "attempts", "next_attempt_at",
    "uncertain", "provider_reference", "last_error", "created_at", "updated_at", "finished_at")
  SELECT r."id", r."booking_id", r."refund_of", round(r."amount" * 100)::int, coalesce(r."raw"->>'reason', ''),
    CASE r."status" WHEN 'success' THEN 'succeeded' ELSE 'failed' END, 1, r."created_at",
    r."status" = 'pending', CASE WHEN r."status" = 'success' THEN r."gateway_payment_id" END,
    CASE r."status" WHEN 'pending' THEN 'no answer from the provider before durable refunds' WHEN 'failed' THEN r."result_code" END,
    r."created_at", coalesce(r."verified_at", r."created_at"), coalesce(r."verified_at", r."created_at")
  FROM "payment_transactions" r
  WHERE r."kind" = 'refund' AND r."refund_of" IS NOT NULL AND r."amount" > 0
  ON CONFLICT ("id") DO NOTHING;
--> statement-breakpoint
-- The sandbox gateway remembers the merchant's reference of a refund (so a refund whose answer was lost can be looked
-- up) and how often it refused to refund a charge (test card 4000 0000 0000 0317 refuses twice, then refunds).
ALTER TABLE "sandbox_gateway_payments" ADD COLUMN IF NOT EXISTS "merchant_transaction_id" varchar(128);
--> statement-breakpoint
ALTER TABLE "sandbox_gateway_payments" ADD COLUMN IF NOT EXISTS "refund_refusals" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "sandbox_gateway_payments_merchant_idx" ON "sandbox_gateway_payments" ("merchant_transaction_id");
