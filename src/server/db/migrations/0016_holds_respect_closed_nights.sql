-- A hold never lands on nights staff closed, even when the two happen at the same moment.
-- Closing nights locks the hut row FOR UPDATE, then checks for holding bookings, then inserts. A hold
-- (any write that leaves a booking 'confirmed') takes FOR SHARE on the same row here, which conflicts
-- with FOR UPDATE but not with other holds' FOR SHARE, so holds of one hut still run side by side.
-- Whichever side gets the lock second waits for the other to commit and then sees it: the closure in
-- its own next statement, the hold in the check below (a VOLATILE function's statements each take a
-- new snapshot under READ COMMITTED). Still one statement, so one round trip, for the hold.
-- BEFORE, not AFTER: a hold waiting here for a closure has not yet put its nights into the EXCLUDE
-- constraint's index, where other holds of those nights would wait on it and deadlock each other.
CREATE OR REPLACE FUNCTION bookings_not_on_closed_nights() RETURNS trigger LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  PERFORM 1 FROM huts WHERE id = NEW.hut_id FOR SHARE;
  IF EXISTS (SELECT 1 FROM hut_closed_nights c WHERE c.hut_id = NEW.hut_id AND daterange(c.date_from, c.date_to, '[]') && NEW.stay) THEN
    RAISE EXCEPTION 'booking % holds nights of hut % that are closed', NEW.id, NEW.hut_id
      USING ERRCODE = 'exclusion_violation', CONSTRAINT = 'bookings_not_on_closed_nights';
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "bookings_not_on_closed_nights" BEFORE INSERT OR UPDATE OF "status", "stay", "hut_id", "hold_expires_at" ON "bookings"
  FOR EACH ROW WHEN (NEW.status = 'confirmed') EXECUTE FUNCTION bookings_not_on_closed_nights();
