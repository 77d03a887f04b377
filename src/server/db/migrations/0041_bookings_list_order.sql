-- Issue 27 §2: the back office's bookings list opens newest first (created_at DESC, id DESC); read backwards, this
-- index gives its first page without sorting every booking.
CREATE INDEX IF NOT EXISTS "bookings_created_idx" ON "bookings" USING btree ("created_at", "id");
