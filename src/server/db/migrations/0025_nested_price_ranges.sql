-- A shorter price range may sit inside a longer one (a special week inside a month's range) and wins for
-- its nights; two ranges that cross (each holds nights the other does not) or cover the same nights are
-- still refused, so the ranges holding any night form a chain and the shortest is unique. An exclusion
-- constraint cannot say "overlap unless nested": a trigger does, under the same constraint name.
ALTER TABLE "hut_price_ranges" DROP CONSTRAINT "hut_price_ranges_no_overlap";--> statement-breakpoint
CREATE OR REPLACE FUNCTION hut_price_ranges_nested_only() RETURNS trigger LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  -- Writers of one hut's ranges queue on the hut row, so two crossing ranges cannot both pass the check.
  PERFORM 1 FROM huts WHERE id = NEW.hut_id FOR UPDATE;
  IF EXISTS (
    SELECT 1 FROM hut_price_ranges o
    WHERE o.hut_id = NEW.hut_id AND o.id <> NEW.id AND o.date_from <= NEW.date_to AND o.date_to >= NEW.date_from
      AND NOT (
        ((o.date_from <= NEW.date_from AND NEW.date_to <= o.date_to) OR (NEW.date_from <= o.date_from AND o.date_to <= NEW.date_to))
        AND (o.date_from, o.date_to) IS DISTINCT FROM (NEW.date_from, NEW.date_to)
      )
  ) THEN
    RAISE EXCEPTION 'price range % – % of hut % crosses another range', NEW.date_from, NEW.date_to, NEW.hut_id
      USING ERRCODE = 'exclusion_violation', CONSTRAINT = 'hut_price_ranges_no_overlap';
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "hut_price_ranges_nested_only" BEFORE INSERT OR UPDATE OF "hut_id", "date_from", "date_to" ON "hut_price_ranges"
  FOR EACH ROW EXECUTE FUNCTION hut_price_ranges_nested_only();
