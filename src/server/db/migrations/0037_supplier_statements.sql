-- Issue 22 §4: the resort's commission on each supplier's sales (percent, set by staff) and the monthly statements
-- staff mark paid. A statement row is written when it is paid, with the figures it was paid on (a later refund or
-- rate change never alters what was paid); paid once, never again (the first paid_at stays).
ALTER TABLE "users" ADD COLUMN IF NOT EXISTS "commission_rate" numeric(5, 2) DEFAULT '0' NOT NULL;
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_commission_rate_range" CHECK ("commission_rate" >= 0 AND "commission_rate" <= 100);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "supplier_statements" (
  "id" serial PRIMARY KEY NOT NULL,
  "supplier_id" integer NOT NULL REFERENCES "users"("id") ON DELETE RESTRICT,
  "month" varchar(7) NOT NULL,
  "figures" jsonb NOT NULL,
  "paid_at" timestamp with time zone NOT NULL,
  "paid_by" integer REFERENCES "users"("id") ON DELETE SET NULL,
  CONSTRAINT "supplier_statements_month_format" CHECK ("month" ~ '^\d{4}-(0[1-9]|1[0-2])$')
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "supplier_statements_one_per_month" ON "supplier_statements" ("supplier_id", "month");
