-- Before the index: where a booking already has several open checkouts of one kind, only the newest stays open.
-- The others are closed as superseded; a payment the gateway later reports for one of them is refunded by the completion step.
UPDATE "payment_transactions" p SET "status" = 'failed', "result_code" = 'superseded'
WHERE p."status" = 'pending' AND EXISTS (
  SELECT 1 FROM "payment_transactions" newer
  WHERE newer."booking_id" = p."booking_id" AND newer."kind" = p."kind" AND newer."status" = 'pending' AND newer."id" > p."id"
);--> statement-breakpoint
CREATE UNIQUE INDEX "payment_transactions_one_open" ON "payment_transactions" USING btree ("booking_id","kind") WHERE "payment_transactions"."status" = 'pending';
