-- Issue 27 §2: the bookings search now matches guests by the stored search text of migration 0065 (and by the phone
-- alone, for digits typed without their spaces), so nothing searches the name or the e-mail by their own trigram
-- indexes any more; they only cost every write of an account.
DROP INDEX IF EXISTS "users_full_name_trgm_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "users_email_trgm_idx";
