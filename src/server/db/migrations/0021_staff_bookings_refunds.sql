CREATE TABLE "booking_mails" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"kind" varchar(40) NOT NULL,
	"recipient" varchar(254) NOT NULL,
	"language" varchar(2) NOT NULL,
	"subject" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "payment_transactions_one_open";--> statement-breakpoint
ALTER TABLE "booking_tickets" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "booking_tickets" ADD COLUMN "refund_amount" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "no_show_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD COLUMN "refund_of" integer;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD COLUMN "booking_ticket_id" integer;--> statement-breakpoint
ALTER TABLE "booking_mails" ADD CONSTRAINT "booking_mails_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_mails_booking_idx" ON "booking_mails" USING btree ("booking_id","created_at");--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD CONSTRAINT "payment_transactions_refund_of_fk" FOREIGN KEY ("refund_of") REFERENCES "public"."payment_transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_transactions_one_ticket_refund" ON "payment_transactions" USING btree ("booking_ticket_id") WHERE "payment_transactions"."kind" = 'refund' AND "payment_transactions"."status" IN ('pending', 'success');--> statement-breakpoint
CREATE UNIQUE INDEX "payment_transactions_one_open" ON "payment_transactions" USING btree ("booking_id","kind") WHERE "payment_transactions"."status" = 'pending' AND "payment_transactions"."kind" <> 'refund';
--> statement-breakpoint
-- Refunds written before refund_of existed named their charge in raw.
UPDATE "payment_transactions" r SET "refund_of" = (r."raw"->>'refunds')::int
  WHERE r."kind" = 'refund' AND r."raw"->>'refunds' ~ '^[0-9]+$' AND EXISTS (SELECT 1 FROM "payment_transactions" c WHERE c."id" = (r."raw"->>'refunds')::int);--> statement-breakpoint
-- A booking's refunds (reserved or done) never exceed what it was charged, in total and per charge. The booking
-- row is locked first, so two refunds of one booking are counted one after the other, never both against the same sum.
CREATE OR REPLACE FUNCTION payment_refund_within_paid() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  charged numeric;
  refunded numeric;
BEGIN
  PERFORM 1 FROM bookings WHERE id = NEW.booking_id FOR NO KEY UPDATE;
  SELECT coalesce(sum(amount) FILTER (WHERE kind <> 'refund' AND status IN ('success', 'refunded')), 0),
         coalesce(sum(amount) FILTER (WHERE kind = 'refund' AND status IN ('pending', 'success')), 0)
    INTO charged, refunded FROM payment_transactions WHERE booking_id = NEW.booking_id;
  IF refunded > charged THEN
    RAISE EXCEPTION 'refunds % exceed the % paid for booking %', refunded, charged, NEW.booking_id
      USING ERRCODE = 'check_violation', CONSTRAINT = 'refund_within_paid';
  END IF;
  IF NEW.refund_of IS NOT NULL THEN
    SELECT amount INTO charged FROM payment_transactions WHERE id = NEW.refund_of;
    SELECT coalesce(sum(amount), 0) INTO refunded FROM payment_transactions
      WHERE refund_of = NEW.refund_of AND kind = 'refund' AND status IN ('pending', 'success');
    IF refunded > charged THEN
      RAISE EXCEPTION 'refunds % exceed the charge % of %', refunded, NEW.refund_of, charged
        USING ERRCODE = 'check_violation', CONSTRAINT = 'refund_within_paid';
    END IF;
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "payment_transactions_refund_within_paid" AFTER INSERT OR UPDATE OF "amount", "status" ON "payment_transactions"
  FOR EACH ROW WHEN (NEW.kind = 'refund' AND NEW.status IN ('pending', 'success'))
  EXECUTE FUNCTION payment_refund_within_paid();--> statement-breakpoint
-- Tickets of a cancelled session hold no seat.
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
      AND t.cancelled_at IS NULL
      AND (b.status = 'paid' OR (b.status = 'confirmed' AND b.hold_expires_at > now()));
  IF NEW.capacity < sold THEN
    RAISE EXCEPTION 'capacity % is below the % already sold', NEW.capacity, sold
      USING ERRCODE = 'check_violation', CONSTRAINT = 'capacity_not_below_sold';
  END IF;
  RETURN NEW;
END;
$$;
