-- Invariants drizzle-kit cannot express. btree_gist (migration 0000) lets integers join ranges in GiST.

-- One price per night: a hut's price ranges (inclusive nights) never overlap.
ALTER TABLE "hut_price_ranges" ADD CONSTRAINT "hut_price_ranges_no_overlap"
  EXCLUDE USING gist ("hut_id" WITH =, daterange("date_from", "date_to", '[]') WITH &&);--> statement-breakpoint

-- Never double-booked: two bookings that hold nights cannot share one. A confirmed hold that lapsed
-- still counts here until the sweeper marks it expired; reads already treat it as free.
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_double_booking"
  EXCLUDE USING gist ("hut_id" WITH =, "stay" WITH &&) WHERE ("status" IN ('confirmed', 'paid'));--> statement-breakpoint

-- Availability reads ask "does any holding booking of this hut overlap these nights?".
CREATE INDEX "bookings_hut_stay_idx" ON "bookings" USING gist ("hut_id", "stay");
