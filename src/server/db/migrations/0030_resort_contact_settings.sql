-- Issue 20, item 24: the resort's phone, e-mail and address become a back-office setting (one row), shown in the
-- site's footer, every e-mail's footer and the e-ticket. Seeded with the values the app shipped with
-- (src/shared/resortContact.ts), so an installation shows what it showed before until staff change them.
CREATE TABLE IF NOT EXISTS "resort_contact" (
  "id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
  "phone" varchar(20) NOT NULL,
  "email" varchar(254) NOT NULL,
  "address" varchar(300) NOT NULL,
  "address_ar" varchar(300) NOT NULL,
  "version" integer DEFAULT 1 NOT NULL,
  CONSTRAINT "resort_contact_one_row" CHECK ("resort_contact"."id" = 1)
);
--> statement-breakpoint
INSERT INTO "resort_contact" ("id", "phone", "email", "address", "address_ar") VALUES (1, '+966 12 345 6789', 'reservations@kenresort.sa', 'Ken Resort, north of Umluj, Tabuk Province, Saudi Arabia', 'منتجع كِن، شمال أملج، منطقة تبوك، المملكة العربية السعودية') ON CONFLICT ("id") DO NOTHING;
