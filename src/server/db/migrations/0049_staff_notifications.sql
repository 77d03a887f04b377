-- Issue 23 §6: live notifications in the back office. Triggers on the tables where the events land write one row
-- each (in the same transaction as the event, so a rolled-back payment never notifies) and NOTIFY its id on
-- 'ken_staff_notifications' at commit, which every instance LISTENs to (PostgreSQL) or hears in-process (PGlite).
-- Read marks are per staff user: a "read up to" id (mark all) plus single reads above it.
CREATE TABLE IF NOT EXISTS "staff_notifications" (
  "id" serial PRIMARY KEY NOT NULL,
  "kind" varchar(32) NOT NULL,
  "subject_type" varchar(32) NOT NULL,
  "subject_id" integer NOT NULL,
  "facts" jsonb NOT NULL DEFAULT '{}'::jsonb,
  "created_at" timestamp with time zone NOT NULL DEFAULT now(),
  CONSTRAINT "staff_notifications_kind" CHECK ("kind" IN ('booking_paid', 'booking_changed', 'booking_cancelled', 'refund_failed', 'support_message', 'supplier_application'))
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "staff_notification_reads" (
  "user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "notification_id" integer NOT NULL REFERENCES "staff_notifications"("id") ON DELETE CASCADE,
  "read_at" timestamp with time zone NOT NULL DEFAULT now(),
  PRIMARY KEY ("user_id", "notification_id")
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "staff_notification_cursors" (
  "user_id" integer PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "read_up_to" integer NOT NULL DEFAULT 0,
  "updated_at" timestamp with time zone NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION ken_staff_notify(p_kind text, p_subject_type text, p_subject_id integer, p_facts jsonb, p_at timestamptz)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE new_id integer;
BEGIN
  INSERT INTO staff_notifications (kind, subject_type, subject_id, facts, created_at)
  VALUES (p_kind, p_subject_type, p_subject_id, coalesce(p_facts, '{}'::jsonb), coalesce(p_at, now()))
  RETURNING id INTO new_id;
  PERFORM pg_notify('ken_staff_notifications', new_id::text);
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION ken_booking_facts(b bookings) RETURNS jsonb LANGUAGE sql STABLE AS $$
  SELECT jsonb_build_object(
    'booking_id', b.id, 'code', b.code,
    'guest', (SELECT u.full_name FROM users u WHERE u.id = b.user_id),
    'hut', (SELECT h.title FROM huts h WHERE h.id = b.hut_id),
    'hut_ar', (SELECT h.title_ar FROM huts h WHERE h.id = b.hut_id),
    'date_from', to_char(lower(b.stay), 'YYYY-MM-DD'), 'date_to', to_char(upper(b.stay), 'YYYY-MM-DD'),
    'total', b.total::text, 'currency', b.currency)
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION ken_notify_booking() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status = 'paid' AND (TG_OP = 'INSERT' OR OLD.status IS DISTINCT FROM 'paid') THEN
    PERFORM ken_staff_notify('booking_paid', 'booking', NEW.id, ken_booking_facts(NEW), NEW.updated_at);
  ELSIF TG_OP = 'UPDATE' AND NEW.status = 'cancelled' AND OLD.status = 'paid' THEN
    PERFORM ken_staff_notify('booking_cancelled', 'booking', NEW.id,
      ken_booking_facts(NEW) || jsonb_build_object('refundable', NEW.refundable_amount::text, 'reason', NEW.cancel_reason),
      coalesce(NEW.cancelled_at, NEW.updated_at));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "ken_staff_notify_booking" ON "bookings";
--> statement-breakpoint
CREATE TRIGGER "ken_staff_notify_booking" AFTER INSERT OR UPDATE OF "status" ON "bookings"
  FOR EACH ROW EXECUTE FUNCTION ken_notify_booking();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION ken_notify_booking_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE b bookings;
BEGIN
  IF NEW.status = 'applied' AND (TG_OP = 'INSERT' OR OLD.status IS DISTINCT FROM 'applied') THEN
    SELECT * INTO b FROM bookings WHERE id = NEW.booking_id;
    PERFORM ken_staff_notify('booking_changed', 'booking', NEW.booking_id,
      ken_booking_facts(b) || jsonb_build_object(
        'change_id', NEW.id, 'by_staff', NEW.by_staff,
        'from_date_from', to_char(lower(NEW.from_stay), 'YYYY-MM-DD'), 'from_date_to', to_char(upper(NEW.from_stay), 'YYYY-MM-DD'),
        'from_hut', (SELECT h.title FROM huts h WHERE h.id = NEW.from_hut_id),
        'from_hut_ar', (SELECT h.title_ar FROM huts h WHERE h.id = NEW.from_hut_id),
        'date_from', to_char(lower(NEW.to_stay), 'YYYY-MM-DD'), 'date_to', to_char(upper(NEW.to_stay), 'YYYY-MM-DD'),
        'hut', (SELECT h.title FROM huts h WHERE h.id = NEW.to_hut_id),
        'hut_ar', (SELECT h.title_ar FROM huts h WHERE h.id = NEW.to_hut_id),
        'difference', NEW.difference::text),
      coalesce(NEW.applied_at, NEW.created_at));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "ken_staff_notify_booking_change" ON "booking_changes";
--> statement-breakpoint
CREATE TRIGGER "ken_staff_notify_booking_change" AFTER INSERT OR UPDATE OF "status" ON "booking_changes"
  FOR EACH ROW EXECUTE FUNCTION ken_notify_booking_change();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION ken_notify_refund_failed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE b bookings;
BEGIN
  IF NEW.status = 'failed' AND (TG_OP = 'INSERT' OR OLD.status IS DISTINCT FROM 'failed') THEN
    SELECT * INTO b FROM bookings WHERE id = NEW.booking_id;
    PERFORM ken_staff_notify('refund_failed', 'booking', NEW.booking_id,
      ken_booking_facts(b) || jsonb_build_object('refund_id', NEW.id,
        'amount', to_char(NEW.amount_halalas / 100.0, 'FM999999990.00'), 'error', NEW.last_error),
      coalesce(NEW.finished_at, NEW.updated_at));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "ken_staff_notify_refund" ON "refund_requests";
--> statement-breakpoint
CREATE TRIGGER "ken_staff_notify_refund" AFTER INSERT OR UPDATE OF "status" ON "refund_requests"
  FOR EACH ROW EXECUTE FUNCTION ken_notify_refund_failed();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION ken_notify_support_message() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Messages to the resort (a supplier's own are answered in their portal).
  IF NEW.operation IS NULL OR NEW.is_admin THEN
    PERFORM ken_staff_notify('support_message', 'support_message', NEW.id,
      jsonb_build_object('name', NEW.full_name, 'email', NEW.email, 'language', NEW.language), NEW.created_at);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "ken_staff_notify_support" ON "support_messages";
--> statement-breakpoint
CREATE TRIGGER "ken_staff_notify_support" AFTER INSERT ON "support_messages"
  FOR EACH ROW EXECUTE FUNCTION ken_notify_support_message();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION ken_notify_supplier_application() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A supplier's application reaches staff once its e-mail is verified and it waits for approval.
  IF NEW.role = 'supplier' AND NEW.supplier_status = 'pending' AND NEW.is_verified AND NEW.deleted_at IS NULL
     AND (TG_OP = 'INSERT' OR NOT OLD.is_verified OR OLD.supplier_status IS DISTINCT FROM 'pending' OR OLD.role <> 'supplier') THEN
    PERFORM ken_staff_notify('supplier_application', 'user', NEW.id,
      jsonb_build_object('name', NEW.full_name, 'company', NEW.company_name, 'company_ar', NEW.company_name_ar, 'email', NEW.email),
      NEW.updated_at);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "ken_staff_notify_supplier" ON "users";
--> statement-breakpoint
CREATE TRIGGER "ken_staff_notify_supplier" AFTER INSERT OR UPDATE OF "is_verified", "supplier_status", "role" ON "users"
  FOR EACH ROW EXECUTE FUNCTION ken_notify_supplier_application();
