-- Issue 23 §3: changing a booking's dates, hut and guests (staff and guests).

-- Each change raises the booking's sequence: the calendar file's SEQUENCE, so a calendar replaces the event it has
-- (same UID) instead of adding a second one.
ALTER TABLE "bookings" ADD COLUMN "change_seq" integer DEFAULT 0 NOT NULL;--> statement-breakpoint

-- The difference a guest pays for a change is a checkout of its own kind. Not used in this migration (a value added
-- in a transaction cannot be used before it commits).
ALTER TYPE "payment_kind" ADD VALUE IF NOT EXISTS 'change';--> statement-breakpoint

-- Every change (the booking's change history): what it was, what it became, what it cost or gave back. A guest's
-- change that costs more waits here ('awaiting_payment', with its checkout) until the difference is paid: the
-- booking keeps its old nights until then, and the move is made by the payment's completion step.
CREATE TABLE "booking_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"status" varchar(20) NOT NULL,
	"by_staff" boolean NOT NULL,
	"actor_id" integer,
	"from_hut_id" integer NOT NULL,
	"from_stay" daterange NOT NULL,
	"from_persons" integer NOT NULL,
	"from_kids" integer NOT NULL,
	"to_hut_id" integer NOT NULL,
	"to_stay" daterange NOT NULL,
	"to_persons" integer NOT NULL,
	"to_kids" integer NOT NULL,
	"old_total" numeric(10, 2) NOT NULL,
	"new_subtotal" numeric(10, 2) NOT NULL,
	"new_discount" numeric(10, 2) NOT NULL,
	"new_vat" numeric(10, 2) NOT NULL,
	"new_total" numeric(10, 2) NOT NULL,
	"difference" numeric(10, 2) NOT NULL,
	"refund" numeric(10, 2) DEFAULT '0' NOT NULL,
	"dropped_ticket_ids" integer[] DEFAULT '{}' NOT NULL,
	"seq_before" integer NOT NULL,
	"payment_transaction_id" integer,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"applied_at" timestamp with time zone,
	CONSTRAINT "booking_changes_status" CHECK ("booking_changes"."status" IN ('applied', 'awaiting_payment', 'superseded', 'expired', 'failed')),
	CONSTRAINT "booking_changes_awaiting_expires" CHECK ("booking_changes"."status" <> 'awaiting_payment' OR "booking_changes"."expires_at" IS NOT NULL)
);
--> statement-breakpoint
ALTER TABLE "booking_changes" ADD CONSTRAINT "booking_changes_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_changes" ADD CONSTRAINT "booking_changes_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_changes" ADD CONSTRAINT "booking_changes_payment_transaction_id_fk" FOREIGN KEY ("payment_transaction_id") REFERENCES "public"."payment_transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_changes_booking_idx" ON "booking_changes" USING btree ("booking_id", "id");--> statement-breakpoint
-- At most one change waiting for its payment per booking: a newer one supersedes it.
CREATE UNIQUE INDEX "booking_changes_one_awaiting" ON "booking_changes" USING btree ("booking_id") WHERE "booking_changes"."status" = 'awaiting_payment';--> statement-breakpoint
CREATE UNIQUE INDEX "booking_changes_payment_idx" ON "booking_changes" USING btree ("payment_transaction_id") WHERE "booking_changes"."payment_transaction_id" IS NOT NULL;--> statement-breakpoint

-- The resort's booking policy (one row): guests may change their own booking until this many hours before check-in.
CREATE TABLE "booking_policy" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"guest_change_hours" integer DEFAULT 48 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "booking_policy_one_row" CHECK ("booking_policy"."id" = 1),
	CONSTRAINT "booking_policy_guest_change_hours" CHECK ("booking_policy"."guest_change_hours" BETWEEN 0 AND 720)
);
--> statement-breakpoint
INSERT INTO "booking_policy" ("id") VALUES (1);--> statement-breakpoint

-- A paid booking moved to other nights or another hut must not land on closed nights either (the trigger of migration
-- 0016 guards holds; a paid booking's move is the same write).
CREATE TRIGGER "bookings_moves_not_on_closed_nights" BEFORE UPDATE OF "stay", "hut_id" ON "bookings"
  FOR EACH ROW WHEN (NEW.status = 'paid') EXECUTE FUNCTION bookings_not_on_closed_nights();
