-- Issue 27 §2: the back office's searches (bookings by code, guest name, e-mail or phone; accounts by name, e-mail or
-- phone) look for text anywhere in a value (ILIKE '%…%'), which only trigram indexes serve. PGlite loads pg_trgm
-- from @electric-sql/pglite/contrib/pg_trgm (db/client.ts, db/pgliteWorker.mjs); PostgreSQL ships it in contrib.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_full_name_trgm_idx" ON "users" USING gin ("full_name" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_phone_trgm_idx" ON "users" USING gin ("phone" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "bookings_code_trgm_idx" ON "bookings" USING gin ("code" gin_trgm_ops);
