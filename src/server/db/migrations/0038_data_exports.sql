-- Issue 26 §1: privacy rights. An erased account keeps its row (bookings, payments and tax documents point at it)
-- with every personal value replaced; deleted_at says it was erased. data_exports: one "download my data" request
-- each, prepared in the background into DATA_DIR/private/exports and fetched through its token by the same user
-- until expires_at.
ALTER TABLE "users" ADD COLUMN IF NOT EXISTS "deleted_at" timestamp with time zone;
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "data_exports" (
  "id" serial PRIMARY KEY NOT NULL,
  "user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "token" varchar(64) NOT NULL,
  "status" varchar(10) DEFAULT 'pending' NOT NULL,
  "file" text,
  "language" varchar(2) DEFAULT 'en' NOT NULL,
  "created_at" timestamp with time zone NOT NULL,
  "ready_at" timestamp with time zone,
  "expires_at" timestamp with time zone NOT NULL,
  CONSTRAINT "data_exports_token_unique" UNIQUE ("token"),
  CONSTRAINT "data_exports_status" CHECK ("status" IN ('pending', 'preparing', 'ready', 'failed')),
  CONSTRAINT "data_exports_language" CHECK ("language" IN ('en', 'ar'))
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "data_exports_user_idx" ON "data_exports" ("user_id", "created_at");
