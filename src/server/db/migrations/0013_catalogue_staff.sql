CREATE TABLE "hut_closed_nights" (
	"id" serial PRIMARY KEY NOT NULL,
	"hut_id" integer NOT NULL,
	"date_from" date NOT NULL,
	"date_to" date NOT NULL,
	"reason" varchar(200) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hut_closed_nights_order" CHECK ("hut_closed_nights"."date_from" <= "hut_closed_nights"."date_to")
);
--> statement-breakpoint
ALTER TABLE "event_dates" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "hut_images" ADD COLUMN "width" integer;--> statement-breakpoint
ALTER TABLE "hut_images" ADD COLUMN "height" integer;--> statement-breakpoint
ALTER TABLE "hut_images" ADD COLUMN "variants" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "hut_price_ranges" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "huts" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "ken_items" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "usage_limit" integer;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "service_dates" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "hut_closed_nights" ADD CONSTRAINT "hut_closed_nights_hut_id_huts_id_fk" FOREIGN KEY ("hut_id") REFERENCES "public"."huts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hut_closed_nights_hut_idx" ON "hut_closed_nights" USING btree ("hut_id","date_from");--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_usage_limit" CHECK ("promo_codes"."usage_limit" IS NULL OR "promo_codes"."usage_limit" >= 1);--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_validity" CHECK ("promo_codes"."valid_from" IS NULL OR "promo_codes"."valid_to" IS NULL OR "promo_codes"."valid_from" <= "promo_codes"."valid_to");