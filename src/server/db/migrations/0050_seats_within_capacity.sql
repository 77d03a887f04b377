-- Seats are never oversold (issue 25): the database itself refuses a ticket that would take an event date or a service
-- date past its capacity. The application's check (bookings/hold.ts) stays in front and gives the named refusal; these
-- triggers are the guarantee, whatever writes the rows. Deferred to the commit, so the application's check runs first.
-- A ticket holds a seat while it is not cancelled and its booking is paid or a hold not lapsed (db/bookingStatus.ts
-- `holding`): lapsed holds, cancelled tickets and cancelled sessions (tickets cancelled, capacity 0) give their seats
-- back without a write. The session's row is locked first, as the application locks it, so two commits never both count
-- the other one out; counted in a statement after the lock, which sees every commit made before it was granted.
CREATE OR REPLACE FUNCTION seats_within_capacity(p_table text, p_id integer) RETURNS void LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  seats integer;
  taken integer;
BEGIN
  IF p_table = 'event_dates' THEN
    SELECT capacity INTO seats FROM event_dates WHERE id = p_id FOR NO KEY UPDATE;
  ELSE
    SELECT capacity INTO seats FROM service_dates WHERE id = p_id FOR NO KEY UPDATE;
  END IF;
  IF seats IS NULL THEN
    RETURN;
  END IF;
  SELECT coalesce(sum(t.quantity), 0)::int INTO taken
    FROM booking_tickets t JOIN bookings b ON b.id = t.booking_id
    WHERE (CASE p_table WHEN 'event_dates' THEN t.event_date_id ELSE t.service_date_id END) = p_id
      AND t.cancelled_at IS NULL
      AND (b.status = 'paid' OR (b.status = 'confirmed' AND b.hold_expires_at > clock_timestamp()));
  IF taken > seats THEN
    RAISE EXCEPTION '% seats held on %.% of capacity %', taken, p_table, p_id, seats
      USING ERRCODE = 'check_violation', CONSTRAINT = 'seats_within_capacity';
  END IF;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION booking_tickets_seats_within_capacity() RETURNS trigger LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  holds boolean;
BEGIN
  IF NEW.cancelled_at IS NOT NULL OR (NEW.event_date_id IS NULL AND NEW.service_date_id IS NULL) THEN
    RETURN NULL;
  END IF;
  SELECT b.status = 'paid' OR (b.status = 'confirmed' AND b.hold_expires_at > clock_timestamp()) INTO holds
    FROM bookings b WHERE b.id = NEW.booking_id;
  IF NOT coalesce(holds, false) THEN
    RETURN NULL;
  END IF;
  IF NEW.event_date_id IS NOT NULL THEN
    PERFORM seats_within_capacity('event_dates', NEW.event_date_id);
  END IF;
  IF NEW.service_date_id IS NOT NULL THEN
    PERFORM seats_within_capacity('service_dates', NEW.service_date_id);
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "booking_tickets_seats_within_capacity"
  AFTER INSERT OR UPDATE OF "quantity", "event_date_id", "service_date_id", "cancelled_at", "booking_id" ON "booking_tickets"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION booking_tickets_seats_within_capacity();--> statement-breakpoint
-- A booking that starts (or goes on) holding: each session its tickets draw on, in one order (no deadlock between two).
CREATE OR REPLACE FUNCTION bookings_seats_within_capacity() RETURNS trigger LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  session record;
BEGIN
  FOR session IN
    SELECT DISTINCT 'event_dates' AS tbl, t.event_date_id AS id FROM booking_tickets t
      WHERE t.booking_id = NEW.id AND t.event_date_id IS NOT NULL AND t.cancelled_at IS NULL
    UNION
    SELECT DISTINCT 'service_dates', t.service_date_id FROM booking_tickets t
      WHERE t.booking_id = NEW.id AND t.service_date_id IS NOT NULL AND t.cancelled_at IS NULL
    ORDER BY 1, 2
  LOOP
    PERFORM seats_within_capacity(session.tbl, session.id);
  END LOOP;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "bookings_seats_within_capacity"
  AFTER UPDATE OF "status", "hold_expires_at" ON "bookings"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (NEW.status IN ('confirmed', 'paid') AND (OLD.status IS DISTINCT FROM NEW.status OR OLD.hold_expires_at IS DISTINCT FROM NEW.hold_expires_at))
  EXECUTE FUNCTION bookings_seats_within_capacity();
