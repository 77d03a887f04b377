-- Issue 23 §2: bookings made by staff (phone and walk-in). The booking itself is an ordinary row of "bookings",
-- priced and held by the same code as an online one; these tables say how staff took it and how it is paid.

-- The desk's settings: one row. The largest manual discount a staff member may give (until staff roles carry their
-- own limits, issue 23 §5), when a stay to be paid at arrival is released (hours after the check-in day's midnight,
-- resort time: 18 = 6 pm on the arrival day), and how long a payment link holds the nights.
CREATE TABLE IF NOT EXISTS "desk_booking_settings" (
  "id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
  "max_discount_percent" numeric(5, 2) DEFAULT 10 NOT NULL,
  "arrival_deadline_hours" integer DEFAULT 18 NOT NULL,
  "link_hold_hours" integer DEFAULT 24 NOT NULL,
  "version" integer DEFAULT 1 NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "desk_booking_settings_one_row" CHECK ("id" = 1),
  CONSTRAINT "desk_booking_settings_discount" CHECK ("max_discount_percent" >= 0 AND "max_discount_percent" <= 100),
  CONSTRAINT "desk_booking_settings_arrival" CHECK ("arrival_deadline_hours" BETWEEN 0 AND 48),
  CONSTRAINT "desk_booking_settings_link" CHECK ("link_hold_hours" BETWEEN 1 AND 168)
);
--> statement-breakpoint
INSERT INTO "desk_booking_settings" ("id") VALUES (1) ON CONFLICT ("id") DO NOTHING;
--> statement-breakpoint
-- A booking staff made: who, how it is to be paid, and the manual discount given with its reason.
CREATE TABLE IF NOT EXISTS "desk_bookings" (
  "booking_id" integer PRIMARY KEY NOT NULL REFERENCES "bookings"("id") ON DELETE CASCADE,
  "payment_method" varchar(10) NOT NULL,
  "created_by" integer REFERENCES "users"("id") ON DELETE SET NULL,
  "manual_discount" numeric(10, 2) DEFAULT 0 NOT NULL,
  "discount_percent" numeric(5, 2) DEFAULT 0 NOT NULL,
  "discount_reason" text,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "desk_bookings_method" CHECK ("payment_method" IN ('link', 'cash', 'terminal', 'arrival')),
  CONSTRAINT "desk_bookings_discount" CHECK ("manual_discount" >= 0 AND "discount_percent" >= 0 AND "discount_percent" <= 100),
  CONSTRAINT "desk_bookings_discount_reason" CHECK ("manual_discount" = 0 OR length(btrim(coalesce("discount_reason", ''))) > 0)
);
--> statement-breakpoint
-- Money taken at the desk (cash or the card terminal): the charge itself is a payment_transactions row like any other
-- (so the ledger and the tax invoice read it as they read a gateway's); this says how, the slip's reference and who.
CREATE TABLE IF NOT EXISTS "desk_payments" (
  "id" serial PRIMARY KEY NOT NULL,
  "payment_transaction_id" integer NOT NULL UNIQUE REFERENCES "payment_transactions"("id") ON DELETE RESTRICT,
  "booking_id" integer NOT NULL REFERENCES "bookings"("id") ON DELETE RESTRICT,
  "method" varchar(10) NOT NULL,
  "reference" varchar(64) DEFAULT '' NOT NULL,
  "recorded_by" integer REFERENCES "users"("id") ON DELETE SET NULL,
  "recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "desk_payments_method" CHECK ("method" IN ('cash', 'terminal'))
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "desk_payments_booking_idx" ON "desk_payments" ("booking_id");
--> statement-breakpoint
-- A stay to be paid at arrival that the hold sweeper released unpaid: the front desk hears of it (issue 23 §6's centre).
-- The kinds list names 'booking_message' too (migration 0054 adds it): whichever of the two runs last must keep both.
ALTER TABLE "staff_notifications" DROP CONSTRAINT IF EXISTS "staff_notifications_kind";
--> statement-breakpoint
ALTER TABLE "staff_notifications" ADD CONSTRAINT "staff_notifications_kind" CHECK ("kind" IN ('booking_paid', 'booking_changed',
  'booking_cancelled', 'refund_failed', 'support_message', 'supplier_application', 'booking_message', 'not_paid_at_arrival'));
--> statement-breakpoint
CREATE OR REPLACE FUNCTION ken_notify_not_paid_at_arrival() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status = 'confirmed' AND NEW.status = 'expired'
    AND EXISTS (SELECT 1 FROM desk_bookings d WHERE d.booking_id = NEW.id AND d.payment_method = 'arrival') THEN
    -- A notification that cannot be written must never stop the sweeper releasing the nights.
    BEGIN
      PERFORM ken_staff_notify('not_paid_at_arrival', 'booking', NEW.id,
        ken_booking_facts(NEW) || jsonb_build_object('deadline', OLD.hold_expires_at), NEW.updated_at);
    EXCEPTION WHEN check_violation THEN
      RAISE WARNING 'not_paid_at_arrival notification not written for booking %', NEW.id;
    END;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "ken_staff_notify_not_paid_at_arrival" ON "bookings";
--> statement-breakpoint
CREATE TRIGGER "ken_staff_notify_not_paid_at_arrival" AFTER UPDATE OF "status" ON "bookings"
  FOR EACH ROW EXECUTE FUNCTION ken_notify_not_paid_at_arrival();
