-- Issue 26 §2: conversations about a booking. One thread per booking between its guest and the resort (staff);
-- suppliers read the threads of bookings that hold their tickets. `read_at` is when the other side first read
-- the message (the guest for the resort's, any staff member for the guest's). Attachments are private files
-- (dataDir/private/support, as support's), reached only through the thread's download route.
CREATE TABLE IF NOT EXISTS "booking_messages" (
  "id" serial PRIMARY KEY NOT NULL,
  "booking_id" integer NOT NULL REFERENCES "bookings"("id") ON DELETE CASCADE,
  "author_id" integer REFERENCES "users"("id") ON DELETE SET NULL,
  "from_guest" boolean NOT NULL,
  "body" text NOT NULL DEFAULT '',
  "attachment" text,
  "language" varchar(2) NOT NULL DEFAULT 'en',
  "created_at" timestamp with time zone NOT NULL DEFAULT now(),
  "read_at" timestamp with time zone,
  CONSTRAINT "booking_messages_language" CHECK ("language" IN ('en', 'ar')),
  CONSTRAINT "booking_messages_not_empty" CHECK (length(btrim("body")) > 0 OR "attachment" IS NOT NULL)
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "booking_messages_booking_idx" ON "booking_messages" ("booking_id", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "booking_messages_unread_idx" ON "booking_messages" ("booking_id") WHERE "read_at" IS NULL;
--> statement-breakpoint
-- The kinds list names 'not_paid_at_arrival' too (migration 0051 adds it): whichever of the two runs last must keep both.
ALTER TABLE "staff_notifications" DROP CONSTRAINT IF EXISTS "staff_notifications_kind";
--> statement-breakpoint
ALTER TABLE "staff_notifications" ADD CONSTRAINT "staff_notifications_kind" CHECK ("kind" IN ('booking_paid', 'booking_changed', 'booking_cancelled', 'refund_failed', 'support_message', 'supplier_application', 'booking_message', 'not_paid_at_arrival'));
--> statement-breakpoint
CREATE OR REPLACE FUNCTION ken_notify_booking_message() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE b bookings;
BEGIN
  -- The guest wrote: the back office hears it (staff's own answers are not news to staff).
  IF NEW.from_guest THEN
    SELECT * INTO b FROM bookings WHERE id = NEW.booking_id;
    PERFORM ken_staff_notify('booking_message', 'booking', NEW.booking_id,
      ken_booking_facts(b) || jsonb_build_object('message_id', NEW.id, 'attachment', NEW.attachment IS NOT NULL),
      NEW.created_at);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "ken_staff_notify_booking_message" ON "booking_messages";
--> statement-breakpoint
CREATE TRIGGER "ken_staff_notify_booking_message" AFTER INSERT ON "booking_messages"
  FOR EACH ROW EXECUTE FUNCTION ken_notify_booking_message();
