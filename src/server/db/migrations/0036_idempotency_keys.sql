-- Issue 22 §3: staff writes that create something (and the guest's booking creation) honour an Idempotency-Key
-- header. One row per key, user and route: the request's hash, then (once answered) the status and body to replay.
-- A row without a status is a request still in flight. Rows expire after 24 hours (deleted on the next insert).
CREATE TABLE IF NOT EXISTS "idempotency_keys" (
  "user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "route" varchar(200) NOT NULL,
  "key" varchar(255) NOT NULL,
  "request_hash" char(64) NOT NULL,
  "status" smallint,
  "response" text,
  "content_type" varchar(100),
  "created_at" timestamp with time zone NOT NULL,
  CONSTRAINT "idempotency_keys_pkey" PRIMARY KEY ("user_id", "route", "key")
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "idempotency_keys_created_idx" ON "idempotency_keys" ("created_at");
