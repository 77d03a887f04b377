-- Invariants of the back office that drizzle-kit cannot express.

-- A hut's closed nights (inclusive ranges) never overlap, like its price ranges.
ALTER TABLE "hut_closed_nights" ADD CONSTRAINT "hut_closed_nights_no_overlap"
  EXCLUDE USING gist ("hut_id" WITH =, daterange("date_from", "date_to", '[]') WITH &&);--> statement-breakpoint

-- Capacity (seats of a session, stock of an item) can never drop below what holding bookings already
-- have. The staff service checks first with the row locked to give a friendly 409; this is the guarantee.
-- Holds lock the same rows (FOR NO KEY UPDATE) before counting, so the two never interleave.
CREATE OR REPLACE FUNCTION catalogue_capacity_not_below_sold() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  sold integer;
BEGIN
  IF NEW.capacity >= OLD.capacity THEN
    RETURN NEW;
  END IF;
  SELECT coalesce(sum(t.quantity), 0)::int INTO sold
    FROM booking_tickets t JOIN bookings b ON b.id = t.booking_id
    WHERE CASE TG_TABLE_NAME
            WHEN 'event_dates' THEN t.event_date_id
            WHEN 'service_dates' THEN t.service_date_id
            ELSE t.ken_item_id
          END = NEW.id
      AND (b.status = 'paid' OR (b.status = 'confirmed' AND b.hold_expires_at > now()));
  IF NEW.capacity < sold THEN
    RAISE EXCEPTION 'capacity % is below the % already sold', NEW.capacity, sold
      USING ERRCODE = 'check_violation', CONSTRAINT = 'capacity_not_below_sold';
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "event_dates_capacity_not_below_sold" BEFORE UPDATE OF "capacity" ON "event_dates"
  FOR EACH ROW EXECUTE FUNCTION catalogue_capacity_not_below_sold();--> statement-breakpoint
CREATE TRIGGER "service_dates_capacity_not_below_sold" BEFORE UPDATE OF "capacity" ON "service_dates"
  FOR EACH ROW EXECUTE FUNCTION catalogue_capacity_not_below_sold();--> statement-breakpoint
CREATE TRIGGER "ken_items_capacity_not_below_sold" BEFORE UPDATE OF "capacity" ON "ken_items"
  FOR EACH ROW EXECUTE FUNCTION catalogue_capacity_not_below_sold();
