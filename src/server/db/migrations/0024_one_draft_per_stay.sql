-- Booking the same hut and dates again reuses the guest's draft ("pending", not confirmed) instead of adding
-- another. Drafts made twice before this rule: the newest stays; older ones with no payment record go, any
-- other is marked expired (so the index below can be built).
DELETE FROM "bookings" b WHERE b."status" = 'pending'
  AND NOT EXISTS (SELECT 1 FROM "payment_transactions" p WHERE p."booking_id" = b."id")
  AND EXISTS (SELECT 1 FROM "bookings" n WHERE n."status" = 'pending' AND n."user_id" = b."user_id" AND n."hut_id" = b."hut_id" AND n."stay" = b."stay" AND n."id" > b."id");--> statement-breakpoint
UPDATE "bookings" b SET "status" = 'expired' WHERE b."status" = 'pending'
  AND EXISTS (SELECT 1 FROM "bookings" n WHERE n."status" = 'pending' AND n."user_id" = b."user_id" AND n."hut_id" = b."hut_id" AND n."stay" = b."stay" AND n."id" > b."id");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_one_draft" ON "bookings" USING btree ("user_id","hut_id","stay") WHERE "bookings"."status" = 'pending';
