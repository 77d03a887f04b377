CREATE TYPE "public"."payment_kind" AS ENUM('booking', 'extra', 'refund');--> statement-breakpoint
CREATE TYPE "public"."payment_status" AS ENUM('pending', 'success', 'failed', 'refunded');--> statement-breakpoint
CREATE TABLE "gateway_notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider" varchar(20) NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"payload_hash" varchar(64) NOT NULL,
	"verified" boolean DEFAULT false NOT NULL,
	"processed" boolean DEFAULT false NOT NULL,
	CONSTRAINT "gateway_notifications_payload_hash_unique" UNIQUE("payload_hash")
);
--> statement-breakpoint
CREATE TABLE "payment_transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider" varchar(20) NOT NULL,
	"checkout_id" varchar(128) NOT NULL,
	"gateway_payment_id" varchar(128),
	"booking_id" integer NOT NULL,
	"amount" numeric(10, 2) NOT NULL,
	"currency" varchar(3) DEFAULT 'SAR' NOT NULL,
	"status" "payment_status" DEFAULT 'pending' NOT NULL,
	"kind" "payment_kind" DEFAULT 'booking' NOT NULL,
	"brand" varchar(20),
	"last4" varchar(4),
	"result_code" varchar(40),
	"raw" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"verified_at" timestamp with time zone,
	CONSTRAINT "payment_transactions_checkout_id_unique" UNIQUE("checkout_id"),
	CONSTRAINT "payment_transactions_gateway_payment_id_unique" UNIQUE("gateway_payment_id"),
	CONSTRAINT "payment_transactions_amount" CHECK ("payment_transactions"."amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "booking_tickets" ADD COLUMN "total" numeric(10, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_tickets" ADD COLUMN "payment_transaction_id" integer;--> statement-breakpoint
ALTER TABLE "booking_tickets" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "currency" varchar(3) DEFAULT 'SAR' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "refundable_amount" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "qr_token" varchar(128);--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD CONSTRAINT "payment_transactions_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_transactions_booking_idx" ON "payment_transactions" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "payment_transactions_pending_idx" ON "payment_transactions" USING btree ("created_at") WHERE "payment_transactions"."status" = 'pending';