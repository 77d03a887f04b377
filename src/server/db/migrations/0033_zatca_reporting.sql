-- Issue 22, section 1: reporting simplified documents to ZATCA within 24 hours, through a durable outbox. Issuing a
-- document adds its row here in the same transaction; a worker (modules/invoicing/reporting.ts) sends the due rows one
-- at a time across every instance (an advisory lock around a short claim, and a lease that outlives a crash), retries
-- with back-off, and keeps every attempt with ZATCA's answer. A rejected document raises a staff alert.
CREATE TABLE IF NOT EXISTS "zatca_reports" (
  "document_id" integer PRIMARY KEY NOT NULL REFERENCES "tax_documents"("id") ON DELETE RESTRICT,
  "status" varchar(16) DEFAULT 'pending' NOT NULL,
  "attempts" integer DEFAULT 0 NOT NULL,
  "next_attempt_at" timestamp with time zone NOT NULL,
  "leased_until" timestamp with time zone,
  "last_error" text,
  "created_at" timestamp with time zone NOT NULL,
  "finished_at" timestamp with time zone,
  CONSTRAINT "zatca_reports_status" CHECK ("status" IN ('pending', 'reported', 'rejected')),
  CONSTRAINT "zatca_reports_finished" CHECK (("status" = 'pending') = ("finished_at" IS NULL))
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "zatca_reports_due_idx" ON "zatca_reports" ("next_attempt_at") WHERE "status" = 'pending';
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "zatca_report_attempts" (
  "id" serial PRIMARY KEY NOT NULL,
  "document_id" integer NOT NULL REFERENCES "tax_documents"("id") ON DELETE RESTRICT,
  "attempted_at" timestamp with time zone NOT NULL,
  "mode" varchar(16) NOT NULL,
  "outcome" varchar(16) NOT NULL,
  "http_status" integer,
  "warnings" jsonb DEFAULT '[]'::jsonb NOT NULL,
  "errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
  "response" text,
  CONSTRAINT "zatca_report_attempts_outcome" CHECK ("outcome" IN ('reported', 'warnings', 'rejected', 'failed'))
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "zatca_report_attempts_document_idx" ON "zatca_report_attempts" ("document_id");
--> statement-breakpoint
-- Things staff must act on (the product had no such list yet): a later back-office list shows the open ones.
CREATE TABLE IF NOT EXISTS "staff_alerts" (
  "id" serial PRIMARY KEY NOT NULL,
  "kind" varchar(40) NOT NULL,
  "subject_type" varchar(40) NOT NULL,
  "subject_id" integer NOT NULL,
  "message" text NOT NULL,
  "details" jsonb DEFAULT '{}'::jsonb NOT NULL,
  "created_at" timestamp with time zone NOT NULL,
  "resolved_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "staff_alerts_open_idx" ON "staff_alerts" ("created_at") WHERE "resolved_at" IS NULL;
