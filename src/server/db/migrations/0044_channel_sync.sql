-- Issue 24 §1: calendar sync with Airbnb, Booking.com and any iCal calendar.
-- The export: one private feed per hut, addressed by a long random token; a NULL token is a revoked feed.
CREATE TABLE IF NOT EXISTS "hut_ical_exports" (
	"hut_id" integer PRIMARY KEY NOT NULL REFERENCES "huts"("id") ON DELETE cascade,
	"token" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hut_ical_exports_token_unique" UNIQUE ("token")
);--> statement-breakpoint
-- The imports: calendars staff entered for a hut, with what the last sync found and the lease of the instance
-- syncing it now (one sync of a calendar at a time across instances).
CREATE TABLE IF NOT EXISTS "hut_channels" (
	"id" serial PRIMARY KEY NOT NULL,
	"hut_id" integer NOT NULL REFERENCES "huts"("id") ON DELETE cascade,
	"name" varchar(60) NOT NULL,
	"url" varchar(2000) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"next_sync_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lease_owner" varchar(80),
	"leased_until" timestamp with time zone,
	"last_synced_at" timestamp with time zone,
	"last_event_count" integer,
	"last_error" varchar(500),
	"empty_pending" boolean DEFAULT false NOT NULL,
	CONSTRAINT "hut_channels_hut_url_unique" UNIQUE ("hut_id", "url")
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "hut_channels_due_idx" ON "hut_channels" USING btree ("next_sync_at");--> statement-breakpoint
-- Every sync, kept: when, how many events, what went wrong.
CREATE TABLE IF NOT EXISTS "hut_channel_syncs" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel_id" integer NOT NULL REFERENCES "hut_channels"("id") ON DELETE cascade,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone NOT NULL,
	"outcome" varchar(20) NOT NULL,
	"event_count" integer,
	"block_count" integer,
	"error" varchar(500),
	CONSTRAINT "hut_channel_syncs_outcome" CHECK ("outcome" IN ('ok', 'failed', 'empty_held'))
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "hut_channel_syncs_channel_idx" ON "hut_channel_syncs" USING btree ("channel_id", "started_at");--> statement-breakpoint
-- Nights sold elsewhere (source "channel"), inclusive like hut_closed_nights. Not in that table: its closures
-- never overlap each other, and two channels (or a channel and a closure) may well block the same nights.
CREATE TABLE IF NOT EXISTS "hut_channel_blocks" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel_id" integer NOT NULL REFERENCES "hut_channels"("id") ON DELETE cascade,
	"hut_id" integer NOT NULL REFERENCES "huts"("id") ON DELETE cascade,
	"date_from" date NOT NULL,
	"date_to" date NOT NULL,
	CONSTRAINT "hut_channel_blocks_order" CHECK ("date_from" <= "date_to")
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "hut_channel_blocks_hut_idx" ON "hut_channel_blocks" USING btree ("hut_id", "date_from");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "hut_channel_blocks_channel_idx" ON "hut_channel_blocks" USING btree ("channel_id");--> statement-breakpoint
-- A booking here that already held nights when a channel blocked them: kept (staff are alerted and settle it), for
-- that stay only. Any other booking on a channel's nights is refused by the trigger below.
CREATE TABLE IF NOT EXISTS "hut_channel_conflicts" (
	"channel_id" integer NOT NULL REFERENCES "hut_channels"("id") ON DELETE cascade,
	"booking_id" integer NOT NULL REFERENCES "bookings"("id") ON DELETE cascade,
	"stay" daterange NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hut_channel_conflicts_pk" PRIMARY KEY ("channel_id", "booking_id", "stay")
);--> statement-breakpoint
-- A hold never lands on nights a channel blocked, even when the sync and the hold happen at the same moment: the
-- same lock order as closures (0016). The sync locks the hut row FOR UPDATE, writes its blocks, then looks for
-- holding bookings on them; a hold takes FOR SHARE here, so whichever comes second sees the other.
CREATE OR REPLACE FUNCTION bookings_not_on_channel_blocks() RETURNS trigger LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  PERFORM 1 FROM huts WHERE id = NEW.hut_id FOR SHARE;
  IF EXISTS (SELECT 1 FROM hut_channel_blocks k WHERE k.hut_id = NEW.hut_id AND daterange(k.date_from, k.date_to, '[]') && NEW.stay
      AND NOT EXISTS (SELECT 1 FROM hut_channel_conflicts c WHERE c.channel_id = k.channel_id AND c.booking_id = NEW.id AND c.stay = NEW.stay)) THEN
    RAISE EXCEPTION 'booking % holds nights of hut % that a channel blocked', NEW.id, NEW.hut_id
      USING ERRCODE = 'exclusion_violation', CONSTRAINT = 'bookings_not_on_channel_blocks';
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "bookings_not_on_channel_blocks" ON "bookings";--> statement-breakpoint
CREATE TRIGGER "bookings_not_on_channel_blocks" BEFORE INSERT OR UPDATE OF "status", "stay", "hut_id", "hold_expires_at" ON "bookings"
  FOR EACH ROW WHEN (NEW.status = 'confirmed') EXECUTE FUNCTION bookings_not_on_channel_blocks();--> statement-breakpoint
-- A paid booking moved to other nights or another hut (migration 0043) must not land on a channel's nights either.
DROP TRIGGER IF EXISTS "bookings_moves_not_on_channel_blocks" ON "bookings";--> statement-breakpoint
CREATE TRIGGER "bookings_moves_not_on_channel_blocks" BEFORE UPDATE OF "stay", "hut_id" ON "bookings"
  FOR EACH ROW WHEN (NEW.status = 'paid') EXECUTE FUNCTION bookings_not_on_channel_blocks();
