-- Issue 22, section 1: the seller on every tax invoice and credit note (ZATCA), edited in the back office. One row,
-- versioned like the resort's contact details (0030). Documents copy it when issued (their own seller snapshot), so
-- a later change never rewrites what an issued document said. Seeded with demo values for Ken Resort; a real
-- installation puts its own VAT and CR numbers in before going live.
CREATE TABLE IF NOT EXISTS "seller_settings" (
  "id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
  "legal_name_ar" varchar(200) NOT NULL,
  "legal_name_en" varchar(200) NOT NULL,
  "vat_number" varchar(15) NOT NULL,
  "cr_number" varchar(20) NOT NULL,
  "building_number" varchar(4) NOT NULL,
  "street" varchar(120) NOT NULL,
  "district" varchar(120) NOT NULL,
  "city" varchar(80) NOT NULL,
  "postal_code" varchar(5) NOT NULL,
  "invoice_prefix" varchar(12) NOT NULL,
  "version" integer DEFAULT 1 NOT NULL,
  CONSTRAINT "seller_settings_one_row" CHECK ("seller_settings"."id" = 1),
  CONSTRAINT "seller_settings_vat_number" CHECK ("seller_settings"."vat_number" ~ '^3[0-9]{13}3$'),
  CONSTRAINT "seller_settings_cr_number" CHECK ("seller_settings"."cr_number" ~ '^[0-9]{10}$'),
  CONSTRAINT "seller_settings_building_number" CHECK ("seller_settings"."building_number" ~ '^[0-9]{4}$'),
  CONSTRAINT "seller_settings_postal_code" CHECK ("seller_settings"."postal_code" ~ '^[0-9]{5}$'),
  CONSTRAINT "seller_settings_invoice_prefix" CHECK ("seller_settings"."invoice_prefix" ~ '^[A-Z0-9-]{1,12}$')
);
--> statement-breakpoint
INSERT INTO "seller_settings" ("id", "legal_name_ar", "legal_name_en", "vat_number", "cr_number", "building_number", "street", "district", "city", "postal_code", "invoice_prefix")
VALUES (1, 'شركة منتجع كِن للسياحة', 'Ken Resort Tourism Company', '310175397400003', '4700012345', '2417', 'طريق الكورنيش', 'حي الشاطئ', 'أملج', '48311', 'KEN-')
ON CONFLICT ("id") DO NOTHING;
