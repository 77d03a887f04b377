-- A stay is rated once: the database refuses a second review of the same booking.
CREATE UNIQUE INDEX "reviews_booking_once" ON "reviews" ("booking_id") WHERE "booking_id" IS NOT NULL;--> statement-breakpoint
-- Extras point at the checkout that pays for them.
ALTER TABLE "booking_tickets" ADD CONSTRAINT "booking_tickets_payment_fk" FOREIGN KEY ("payment_transaction_id") REFERENCES "payment_transactions"("id") ON DELETE SET NULL;
