-- Issue 23 §2 with §5's staff roles: the largest manual discount is set per role that takes bookings at the desk.
-- The existing limit becomes the front desk's; a manager gets a limit of their own (by default the whole price).
ALTER TABLE "desk_booking_settings" ADD COLUMN IF NOT EXISTS "manager_max_discount_percent" numeric(5, 2) DEFAULT 100 NOT NULL;
--> statement-breakpoint
ALTER TABLE "desk_booking_settings" DROP CONSTRAINT IF EXISTS "desk_booking_settings_manager_discount";
--> statement-breakpoint
ALTER TABLE "desk_booking_settings" ADD CONSTRAINT "desk_booking_settings_manager_discount"
  CHECK ("manager_max_discount_percent" >= 0 AND "manager_max_discount_percent" <= 100);
