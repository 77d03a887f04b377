CREATE TABLE "booking_check_ins" (
	"booking_id" integer PRIMARY KEY NOT NULL,
	"checked_in_by" integer,
	"checked_in_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticket_redemptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"ticket_id" integer NOT NULL,
	"redeemed_on" date NOT NULL,
	"quantity" integer NOT NULL,
	"redeemed_by" integer,
	"redeemed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ticket_redemptions_quantity" CHECK ("ticket_redemptions"."quantity" > 0)
);
--> statement-breakpoint
ALTER TABLE "booking_check_ins" ADD CONSTRAINT "booking_check_ins_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_check_ins" ADD CONSTRAINT "booking_check_ins_checked_in_by_users_id_fk" FOREIGN KEY ("checked_in_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_redemptions" ADD CONSTRAINT "ticket_redemptions_ticket_id_booking_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."booking_tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_redemptions" ADD CONSTRAINT "ticket_redemptions_redeemed_by_users_id_fk" FOREIGN KEY ("redeemed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ticket_redemptions_ticket_idx" ON "ticket_redemptions" USING btree ("ticket_id","redeemed_on");--> statement-breakpoint
-- A ticket is never redeemed more times than it was bought, even when two gates redeem it at once: the
-- ticket row is locked FOR UPDATE first, so a second redemption waits for the first to commit, and the
-- sum below (a VOLATILE function's statement takes a new snapshot under READ COMMITTED) then sees it.
CREATE OR REPLACE FUNCTION ticket_redemptions_within_quantity() RETURNS trigger LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  bought integer;
  used integer;
BEGIN
  SELECT quantity INTO bought FROM booking_tickets WHERE id = NEW.ticket_id FOR UPDATE;
  SELECT coalesce(sum(quantity), 0) INTO used FROM ticket_redemptions WHERE ticket_id = NEW.ticket_id;
  IF used + NEW.quantity > bought THEN
    RAISE EXCEPTION 'ticket % would be redeemed % times, bought %', NEW.ticket_id, used + NEW.quantity, bought
      USING ERRCODE = 'check_violation', CONSTRAINT = 'ticket_redemptions_within_quantity';
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "ticket_redemptions_within_quantity" BEFORE INSERT OR UPDATE ON "ticket_redemptions"
  FOR EACH ROW EXECUTE FUNCTION ticket_redemptions_within_quantity();
