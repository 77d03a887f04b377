-- Issue 27 §2: the staff's searches match an account's e-mail, name or phone through one stored, lower-cased text and
-- one LIKE. Three ILIKEs lower-cased both the value and the pattern on every row the trigram indexes let through
-- (2,500 rows of 30,000 for a common first name: about half of the accounts search's time). The database keeps the
-- text up to date itself, erasures and corrections included. The separate trigram indexes stay: the bookings search
-- still matches guests by each field.
ALTER TABLE "users" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower("email" || E'\n' || "full_name" || E'\n' || "phone")) STORED;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_search_text_trgm_idx" ON "users" USING gin ("search_text" gin_trgm_ops);
