-- Issue 23, two gaps of the front desk.
-- 1. Money owed at the desk: a refund of money taken at the desk (cash, the card terminal) is settled in the ledger with
--    its credit note as before (refundWorker.ts), and from then on owed to the guest until a staff member records that it
--    was handed over (who, when, how, a reference or note). One row per such refund; the hand-over is a conditional
--    update of its row, so two desks recording it at once give one winner.
CREATE TABLE IF NOT EXISTS "desk_refund_handovers" (
  "refund_id" integer PRIMARY KEY NOT NULL REFERENCES "refund_requests"("id") ON DELETE RESTRICT,
  "booking_id" integer NOT NULL REFERENCES "bookings"("id") ON DELETE RESTRICT,
  "amount" numeric(10, 2) NOT NULL,
  "currency" varchar(3) NOT NULL DEFAULT 'SAR',
  "method" varchar(10) NOT NULL,
  "owed_since" timestamp with time zone NOT NULL,
  "handed_over_at" timestamp with time zone,
  "handed_over_by" integer REFERENCES "users"("id") ON DELETE SET NULL,
  "handed_over_method" varchar(10),
  "handed_over_note" varchar(200) NOT NULL DEFAULT '',
  CONSTRAINT "desk_refund_handovers_amount" CHECK ("amount" > 0),
  CONSTRAINT "desk_refund_handovers_method" CHECK ("method" IN ('cash', 'terminal')),
  CONSTRAINT "desk_refund_handovers_handed_method" CHECK ("handed_over_method" IS NULL OR "handed_over_method" IN ('cash', 'terminal')),
  CONSTRAINT "desk_refund_handovers_done" CHECK (("handed_over_at" IS NULL) = ("handed_over_method" IS NULL))
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "desk_refund_handovers_owed_idx" ON "desk_refund_handovers" ("owed_since") WHERE "handed_over_at" IS NULL;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "desk_refund_handovers_booking_idx" ON "desk_refund_handovers" ("booking_id");
--> statement-breakpoint
-- Desk refunds settled before this migration are owed until someone says otherwise.
INSERT INTO "desk_refund_handovers" ("refund_id", "booking_id", "amount", "currency", "method", "owed_since")
SELECT q.id, q.booking_id, t.amount, t.currency, d.method, coalesce(q.finished_at, q.updated_at)
FROM refund_requests q JOIN payment_transactions t ON t.id = q.id JOIN desk_payments d ON d.payment_transaction_id = q.charge_id
WHERE q.status = 'succeeded'
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- The notification centre hears of money owed at the desk. The kinds list keeps every earlier migration's kinds.
ALTER TABLE "staff_notifications" DROP CONSTRAINT IF EXISTS "staff_notifications_kind";
--> statement-breakpoint
ALTER TABLE "staff_notifications" ADD CONSTRAINT "staff_notifications_kind" CHECK ("kind" IN ('booking_paid', 'booking_changed',
  'booking_cancelled', 'refund_failed', 'support_message', 'supplier_application', 'booking_message', 'not_paid_at_arrival',
  'desk_refund_owed'));
--> statement-breakpoint
CREATE OR REPLACE FUNCTION ken_notify_desk_refund_owed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE b bookings;
BEGIN
  SELECT * INTO b FROM bookings WHERE id = NEW.booking_id;
  PERFORM ken_staff_notify('desk_refund_owed', 'booking', NEW.booking_id,
    ken_booking_facts(b) || jsonb_build_object('refund_id', NEW.refund_id,
      'amount', to_char(NEW.amount, 'FM999999990.00'), 'method', NEW.method),
    NEW.owed_since);
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "ken_staff_notify_desk_refund_owed" ON "desk_refund_handovers";
--> statement-breakpoint
CREATE TRIGGER "ken_staff_notify_desk_refund_owed" AFTER INSERT ON "desk_refund_handovers"
  FOR EACH ROW EXECUTE FUNCTION ken_notify_desk_refund_owed();
--> statement-breakpoint
-- 2. An early check-out shortens the stay to end on the check-out day (the nights after it bookable again); the stay
--    as booked is kept here for the record. NULL: the stay was not shortened.
ALTER TABLE "booking_check_outs" ADD COLUMN IF NOT EXISTS "stay_before" daterange;
