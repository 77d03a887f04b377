-- Day visits (issue 25 §2): a visitor buys tickets for a dated session without a stay. Such a booking is of kind
-- 'day_visit': no hut, and its `stay` is the one day of the visit ([day, day + 1)), never a night. Every reader that
-- joins a hut treats it apart (LEFT JOIN, or `kind = 'stay'` where nights are counted).
CREATE TYPE "public"."booking_kind" AS ENUM('stay', 'day_visit');--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "kind" "booking_kind" DEFAULT 'stay' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "hut_id" DROP NOT NULL;--> statement-breakpoint
-- A stay has a hut; a day visit has none and lasts one day.
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_kind_hut" CHECK (
  ("kind" = 'stay' AND "hut_id" IS NOT NULL) OR ("kind" = 'day_visit' AND "hut_id" IS NULL AND upper("stay") - lower("stay") = 1));--> statement-breakpoint
-- Nights are held by stays only: a day visit never takes part in the double-booking exclusion.
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_no_double_booking";--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_double_booking"
  EXCLUDE USING gist ("hut_id" WITH =, "stay" WITH &&) WHERE ("status" IN ('confirmed', 'paid') AND "kind" = 'stay');--> statement-breakpoint
-- Offers staff (and a service's supplier) open to day visitors, each with its own free-cancellation notice:
-- cancelled at least this many hours before the session's day opens, a day visit is refunded in full.
ALTER TABLE "events" ADD COLUMN "open_to_day_visitors" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "day_visit_cancel_hours" integer DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_day_visit_cancel_hours" CHECK ("day_visit_cancel_hours" BETWEEN 0 AND 720);--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "open_to_day_visitors" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "day_visit_cancel_hours" integer DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_day_visit_cancel_hours" CHECK ("day_visit_cancel_hours" BETWEEN 0 AND 720);--> statement-breakpoint
-- A day visit's review is of the offer it was for (a stay's is of its hut).
ALTER TABLE "reviews" ADD COLUMN "event_id" integer REFERENCES "events"("id") ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "service_id" integer REFERENCES "services"("id") ON DELETE SET NULL;--> statement-breakpoint
CREATE INDEX "reviews_event_idx" ON "reviews" ("event_id") WHERE "event_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "reviews_service_idx" ON "reviews" ("service_id") WHERE "service_id" IS NOT NULL;
