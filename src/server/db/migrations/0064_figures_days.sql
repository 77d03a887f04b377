-- Issue 27 §2: the figures' per-day summary, kept by the database so a year's figures read 366 rows instead of
-- 25,000 sold stays joined to their charges (docs/performance.md, "The back office at scale").
-- A sold booking (paid or completed) adds, on each of a stay's nights, one night sold; on its first day, an arrival
-- and its charges (payments not refunds, succeeded or later refunded: what figures.ts calls "charged"); a day visit,
-- on its day, one visit, its visitors and its charges. Statement triggers on bookings and payment_transactions
-- apply the difference a statement makes, whichever code wrote it; rows are locked in day order, so two writers
-- never wait on each other in a circle. Time-zone figures (refunds, cancellations) are not here: they are read from
-- their own indexes below.
CREATE TABLE "figures_days" (
	"day" date PRIMARY KEY NOT NULL,
	"nights_sold" integer DEFAULT 0 NOT NULL,
	"arrivals" integer DEFAULT 0 NOT NULL,
	"stay_charged" numeric(14, 2) DEFAULT 0 NOT NULL,
	"day_visits" integer DEFAULT 0 NOT NULL,
	"day_visitors" integer DEFAULT 0 NOT NULL,
	"day_visit_charged" numeric(14, 2) DEFAULT 0 NOT NULL
);--> statement-breakpoint
-- What one booking adds to the summary, given its row and its charges: one row per day it touches.
CREATE FUNCTION figures_contribution(b bookings, charged numeric)
RETURNS TABLE (day date, nights_sold integer, arrivals integer, stay_charged numeric, day_visits integer, day_visitors integer, day_visit_charged numeric)
LANGUAGE sql STABLE AS $$
  SELECT lower(b.stay) + n, 1, (n = 0)::int, CASE WHEN n = 0 THEN charged ELSE 0 END, 0, 0, 0::numeric
  FROM generate_series(0, upper(b.stay) - lower(b.stay) - 1) AS n
  WHERE b.kind = 'stay' AND b.status IN ('paid', 'completed')
  UNION ALL
  SELECT lower(b.stay), 0, 0, 0::numeric, 1, b.persons_max_num, charged
  WHERE b.kind = 'day_visit' AND b.status IN ('paid', 'completed')
$$;--> statement-breakpoint
-- A booking's charges as the figures count them.
CREATE FUNCTION figures_charged(booking integer) RETURNS numeric LANGUAGE sql STABLE AS $$
  SELECT coalesce(sum(c.amount), 0) FROM payment_transactions c
  WHERE c.booking_id = booking AND c.kind <> 'refund' AND c.status IN ('success', 'refunded')
$$;--> statement-breakpoint
-- Adds signed per-day changes (a JSON array of figures_days rows) to the summary, in day order.
CREATE FUNCTION figures_apply(changes json) RETURNS void LANGUAGE sql AS $$
  INSERT INTO figures_days AS f (day, nights_sold, arrivals, stay_charged, day_visits, day_visitors, day_visit_charged)
  SELECT c.day, sum(c.nights_sold), sum(c.arrivals), sum(c.stay_charged), sum(c.day_visits), sum(c.day_visitors), sum(c.day_visit_charged)
  FROM json_populate_recordset(NULL::figures_days, changes) c
  GROUP BY c.day
  HAVING sum(c.nights_sold) <> 0 OR sum(c.arrivals) <> 0 OR sum(c.stay_charged) <> 0 OR sum(c.day_visits) <> 0
    OR sum(c.day_visitors) <> 0 OR sum(c.day_visit_charged) <> 0
  ORDER BY c.day
  ON CONFLICT (day) DO UPDATE SET nights_sold = f.nights_sold + excluded.nights_sold, arrivals = f.arrivals + excluded.arrivals,
    stay_charged = f.stay_charged + excluded.stay_charged, day_visits = f.day_visits + excluded.day_visits,
    day_visitors = f.day_visitors + excluded.day_visitors, day_visit_charged = f.day_visit_charged + excluded.day_visit_charged
$$;--> statement-breakpoint
-- Bookings: the old rows' contributions out, the new rows' in. A booking's charges are read as they are now: the
-- statement changed bookings only (a booking with payments cannot be deleted: the foreign key restricts it).
-- Updates that change nothing the summary reads (most of them: holds, notes, check-ins) are skipped.
CREATE FUNCTION figures_bookings_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE changes json;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT json_agg(c) INTO changes FROM new_rows b, figures_contribution(b, figures_charged(b.id)) c
    WHERE b.status IN ('paid', 'completed');
  ELSIF TG_OP = 'DELETE' THEN
    SELECT json_agg(json_build_object('day', c.day, 'nights_sold', -c.nights_sold, 'arrivals', -c.arrivals, 'stay_charged', -c.stay_charged,
        'day_visits', -c.day_visits, 'day_visitors', -c.day_visitors, 'day_visit_charged', -c.day_visit_charged))
      INTO changes FROM old_rows b, figures_contribution(b, figures_charged(b.id)) c
    WHERE b.status IN ('paid', 'completed');
  ELSE
    SELECT json_agg(x) INTO changes FROM (
      SELECT c.day, -c.nights_sold AS nights_sold, -c.arrivals AS arrivals, -c.stay_charged AS stay_charged, -c.day_visits AS day_visits,
        -c.day_visitors AS day_visitors, -c.day_visit_charged AS day_visit_charged
      FROM old_rows o JOIN new_rows n ON n.id = o.id, figures_contribution(o, figures_charged(o.id)) c
      WHERE o.status IN ('paid', 'completed') AND (n.status NOT IN ('paid', 'completed') OR o.stay <> n.stay OR o.kind <> n.kind
        OR o.persons_max_num <> n.persons_max_num)
      UNION ALL
      SELECT c.* FROM old_rows o JOIN new_rows n ON n.id = o.id, figures_contribution(n, figures_charged(n.id)) c
      WHERE n.status IN ('paid', 'completed') AND (o.status NOT IN ('paid', 'completed') OR o.stay <> n.stay OR o.kind <> n.kind
        OR o.persons_max_num <> n.persons_max_num)
    ) x;
  END IF;
  IF changes IS NOT NULL THEN PERFORM figures_apply(changes); END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- Payments: the difference in a booking's charges goes to its first day, if it is sold now.
CREATE FUNCTION figures_payments_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changes json;
  counted json := '[]';
BEGIN
  -- Each trigger has only the transition tables of its own event.
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    SELECT coalesce(json_agg(json_build_object('booking_id', n.booking_id, 'amount', n.amount)), '[]') INTO counted
    FROM new_rows n WHERE n.kind <> 'refund' AND n.status IN ('success', 'refunded');
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    SELECT (counted::jsonb || coalesce(jsonb_agg(jsonb_build_object('booking_id', o.booking_id, 'amount', -o.amount)), '[]'))::json INTO counted
    FROM old_rows o WHERE o.kind <> 'refund' AND o.status IN ('success', 'refunded');
  END IF;
  WITH delta AS (
    SELECT d.booking_id, sum(d.amount) AS amount FROM json_to_recordset(counted) AS d(booking_id integer, amount numeric)
    GROUP BY d.booking_id HAVING sum(d.amount) <> 0
  )
  SELECT json_agg(json_build_object('day', lower(b.stay), 'nights_sold', 0, 'arrivals', 0, 'day_visits', 0, 'day_visitors', 0,
      'stay_charged', CASE WHEN b.kind = 'stay' THEN d.amount ELSE 0 END, 'day_visit_charged', CASE WHEN b.kind = 'day_visit' THEN d.amount ELSE 0 END))
    INTO changes FROM delta d JOIN bookings b ON b.id = d.booking_id WHERE b.status IN ('paid', 'completed');
  IF changes IS NOT NULL THEN PERFORM figures_apply(changes); END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- Built from scratch: at this migration, and after a TRUNCATE of either table.
CREATE FUNCTION figures_rebuild() RETURNS void LANGUAGE sql AS $$
  DELETE FROM figures_days;
  INSERT INTO figures_days (day, nights_sold, arrivals, stay_charged, day_visits, day_visitors, day_visit_charged)
  SELECT c.day, sum(c.nights_sold), sum(c.arrivals), sum(c.stay_charged), sum(c.day_visits), sum(c.day_visitors), sum(c.day_visit_charged)
  FROM bookings b
  LEFT JOIN (SELECT p.booking_id, sum(p.amount) AS amount FROM payment_transactions p
    WHERE p.kind <> 'refund' AND p.status IN ('success', 'refunded') GROUP BY p.booking_id) p ON p.booking_id = b.id,
  figures_contribution(b, coalesce(p.amount, 0)) c
  WHERE b.status IN ('paid', 'completed')
  GROUP BY c.day
$$;--> statement-breakpoint
CREATE FUNCTION figures_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM figures_rebuild();
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER figures_bookings_inserted AFTER INSERT ON bookings REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION figures_bookings_changed();--> statement-breakpoint
CREATE TRIGGER figures_bookings_updated AFTER UPDATE ON bookings REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION figures_bookings_changed();--> statement-breakpoint
CREATE TRIGGER figures_bookings_deleted AFTER DELETE ON bookings REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION figures_bookings_changed();--> statement-breakpoint
CREATE TRIGGER figures_bookings_truncated AFTER TRUNCATE ON bookings FOR EACH STATEMENT EXECUTE FUNCTION figures_truncated();--> statement-breakpoint
CREATE TRIGGER figures_payments_inserted AFTER INSERT ON payment_transactions REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION figures_payments_changed();--> statement-breakpoint
CREATE TRIGGER figures_payments_updated AFTER UPDATE ON payment_transactions REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION figures_payments_changed();--> statement-breakpoint
CREATE TRIGGER figures_payments_deleted AFTER DELETE ON payment_transactions REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION figures_payments_changed();--> statement-breakpoint
CREATE TRIGGER figures_payments_truncated AFTER TRUNCATE ON payment_transactions FOR EACH STATEMENT EXECUTE FUNCTION figures_truncated();--> statement-breakpoint
SELECT figures_rebuild();--> statement-breakpoint
-- The period's cancellations and refunds by instant (figures.ts widens the range by a day and keeps the exact
-- resort-day test): an index range instead of a scan of every booking.
CREATE INDEX "bookings_cancelled_at_idx" ON "bookings" ("cancelled_at") WHERE "cancelled_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "payment_transactions_refunded_at_idx" ON "payment_transactions" ((coalesce("verified_at", "created_at"))) INCLUDE ("amount")
  WHERE "kind" = 'refund' AND "status" = 'success';
