-- Issue 26 §1: privacy rights, the missing pieces.
-- A deletion code: an account without a password (Google sign-in) confirms its deletion with a code by e-mail.
ALTER TYPE "public"."otp_purpose" ADD VALUE IF NOT EXISTS 'delete_account';
--> statement-breakpoint
-- Consent: every opt-in and withdrawal is a row (never updated): when, what (`kind`), the exact words shown, in which
-- language, and where it happened. The latest row of a kind is the person's current answer.
CREATE TABLE IF NOT EXISTS "consent_events" (
  "id" serial PRIMARY KEY NOT NULL,
  "user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "kind" varchar(30) NOT NULL,
  "action" varchar(10) NOT NULL,
  "text" text NOT NULL,
  "text_version" varchar(20) NOT NULL,
  "language" varchar(2) NOT NULL,
  "source" varchar(20) NOT NULL,
  "created_at" timestamp with time zone NOT NULL,
  CONSTRAINT "consent_events_kind" CHECK ("kind" IN ('marketing_emails')),
  CONSTRAINT "consent_events_action" CHECK ("action" IN ('given', 'withdrawn')),
  CONSTRAINT "consent_events_language" CHECK ("language" IN ('en', 'ar')),
  CONSTRAINT "consent_events_source" CHECK ("source" IN ('registration', 'profile', 'unsubscribe_link'))
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "consent_events_user_idx" ON "consent_events" ("user_id", "kind", "created_at", "id");
--> statement-breakpoint
-- Retention: a support conversation's messages and attachments go a configured time after it was closed.
ALTER TABLE "support_messages" ADD COLUMN IF NOT EXISTS "closed_at" timestamp with time zone;
--> statement-breakpoint
-- Conversations closed before this column existed: the time of their last close in the audit trail.
UPDATE "support_messages" m SET "closed_at" = COALESCE(
  (SELECT max(a."created_at") FROM "audit_log" a
    WHERE a."entity_type" = 'support_message' AND a."action" = 'close' AND a."entity_id" = m."id"::text),
  m."created_at")
WHERE m."status" = 'closed' AND m."closed_at" IS NULL;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "support_messages_closed_idx" ON "support_messages" ("closed_at") WHERE "closed_at" IS NOT NULL;
