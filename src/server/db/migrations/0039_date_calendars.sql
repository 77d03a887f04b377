-- Issue 26 §4: Hijri dates. The calendars a guest reads dates of their stay in (pages, e-ticket, e-mails): 'both'
-- (Gregorian with the Umm al-Qura date beside it in Arabic, the default) or 'gregorian' only.
ALTER TABLE "users" ADD COLUMN IF NOT EXISTS "date_calendars" varchar(10) DEFAULT 'both' NOT NULL;
--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT IF EXISTS "users_date_calendars";
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_date_calendars" CHECK ("date_calendars" IN ('both', 'gregorian'));
