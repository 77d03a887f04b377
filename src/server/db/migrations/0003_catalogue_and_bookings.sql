CREATE TYPE "public"."hut_size" AS ENUM('small', 'meduim', 'large');--> statement-breakpoint
CREATE TYPE "public"."booking_status" AS ENUM('pending', 'confirmed', 'paid', 'expired', 'cancelled', 'refunded', 'completed');--> statement-breakpoint
CREATE TYPE "public"."ticket_kind" AS ENUM('event', 'service', 'item');--> statement-breakpoint
CREATE TABLE "event_dates" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"date" date NOT NULL,
	"price" numeric(10, 2) NOT NULL,
	"capacity" integer NOT NULL,
	"min_purchasable_quantity" integer DEFAULT 1 NOT NULL,
	"max_purchasable_quantity" integer DEFAULT 10 NOT NULL,
	CONSTRAINT "event_dates_capacity" CHECK ("event_dates"."capacity" >= 0),
	CONSTRAINT "event_dates_price" CHECK ("event_dates"."price" >= 0),
	CONSTRAINT "event_dates_quantities" CHECK ("event_dates"."min_purchasable_quantity" >= 1 AND "event_dates"."max_purchasable_quantity" >= "event_dates"."min_purchasable_quantity")
);
--> statement-breakpoint
CREATE TABLE "event_includes" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"icon" text,
	"description" text NOT NULL,
	"description_ar" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"description" text NOT NULL,
	"description_ar" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(200) NOT NULL,
	"title_ar" varchar(200) DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"description_ar" text DEFAULT '' NOT NULL,
	"image" text,
	"location" text DEFAULT '' NOT NULL,
	"location_ar" text DEFAULT '' NOT NULL,
	"user_id" integer,
	"hut_id" integer,
	"is_active" boolean DEFAULT true NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hut_activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"hut_id" integer NOT NULL,
	"description" text NOT NULL,
	"description_ar" text DEFAULT '' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hut_features" (
	"id" serial PRIMARY KEY NOT NULL,
	"hut_id" integer NOT NULL,
	"icon" text,
	"description" text NOT NULL,
	"description_ar" text DEFAULT '' NOT NULL,
	"is_extra" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hut_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"hut_id" integer NOT NULL,
	"image" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hut_price_ranges" (
	"id" serial PRIMARY KEY NOT NULL,
	"hut_id" integer NOT NULL,
	"date_from" date NOT NULL,
	"date_to" date NOT NULL,
	"price" numeric(10, 2) NOT NULL,
	"weekend_price" numeric(10, 2),
	CONSTRAINT "hut_price_ranges_order" CHECK ("hut_price_ranges"."date_from" <= "hut_price_ranges"."date_to"),
	CONSTRAINT "hut_price_ranges_prices" CHECK ("hut_price_ranges"."price" > 0 AND ("hut_price_ranges"."weekend_price" IS NULL OR "hut_price_ranges"."weekend_price" > 0))
);
--> statement-breakpoint
CREATE TABLE "huts" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(200) NOT NULL,
	"title_ar" varchar(200) DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"description_ar" text DEFAULT '' NOT NULL,
	"size" "hut_size" NOT NULL,
	"max_persons_num" smallint NOT NULL,
	"max_kids_num" smallint DEFAULT 0 NOT NULL,
	"bedrooms_num" smallint NOT NULL,
	"bathrooms_num" smallint NOT NULL,
	"check_in" time DEFAULT '15:00' NOT NULL,
	"check_out" time DEFAULT '12:00' NOT NULL,
	"main_image" text,
	"latitude" numeric(9, 6),
	"longitude" numeric(9, 6),
	"address" text DEFAULT '' NOT NULL,
	"address_ar" text DEFAULT '' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"deleted_at" timestamp with time zone,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "huts_capacity_positive" CHECK ("huts"."max_persons_num" >= 1 AND "huts"."max_kids_num" >= 0 AND "huts"."bedrooms_num" >= 0 AND "huts"."bathrooms_num" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ken_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"hut_id" integer NOT NULL,
	"title" varchar(200) NOT NULL,
	"title_ar" varchar(200) DEFAULT '' NOT NULL,
	"image" text,
	"price" numeric(10, 2) NOT NULL,
	"capacity" integer NOT NULL,
	"min_purchasable_quantity" integer DEFAULT 1 NOT NULL,
	"max_purchasable_quantity" integer DEFAULT 10 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ken_items_capacity" CHECK ("ken_items"."capacity" >= 0),
	CONSTRAINT "ken_items_quantities" CHECK ("ken_items"."min_purchasable_quantity" >= 1 AND "ken_items"."max_purchasable_quantity" >= "ken_items"."min_purchasable_quantity")
);
--> statement-breakpoint
CREATE TABLE "promo_code_huts" (
	"promo_code_id" integer NOT NULL,
	"hut_id" integer NOT NULL,
	CONSTRAINT "promo_code_huts_promo_code_id_hut_id_pk" PRIMARY KEY("promo_code_id","hut_id")
);
--> statement-breakpoint
CREATE TABLE "promo_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(40) NOT NULL,
	"percentage" smallint NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"valid_from" date,
	"valid_to" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_codes_percentage" CHECK ("promo_codes"."percentage" BETWEEN 1 AND 100)
);
--> statement-breakpoint
CREATE TABLE "service_dates" (
	"id" serial PRIMARY KEY NOT NULL,
	"service_id" integer NOT NULL,
	"date" date NOT NULL,
	"price" numeric(10, 2),
	"capacity" integer NOT NULL,
	CONSTRAINT "service_dates_capacity" CHECK ("service_dates"."capacity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"hut_id" integer,
	"title" varchar(200) NOT NULL,
	"title_ar" varchar(200) DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"description_ar" text DEFAULT '' NOT NULL,
	"image" text,
	"price" numeric(10, 2) NOT NULL,
	"capacity" integer NOT NULL,
	"min_purchasable_quantity" integer DEFAULT 1 NOT NULL,
	"max_purchasable_quantity" integer DEFAULT 10 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "services_capacity" CHECK ("services"."capacity" >= 0),
	CONSTRAINT "services_quantities" CHECK ("services"."min_purchasable_quantity" >= 1 AND "services"."max_purchasable_quantity" >= "services"."min_purchasable_quantity")
);
--> statement-breakpoint
CREATE TABLE "booking_tickets" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"kind" "ticket_kind" NOT NULL,
	"event_date_id" integer,
	"service_date_id" integer,
	"ken_item_id" integer,
	"quantity" integer NOT NULL,
	"unit_price" numeric(10, 2) NOT NULL,
	"is_extra" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_tickets_quantity" CHECK ("booking_tickets"."quantity" > 0),
	CONSTRAINT "booking_tickets_unit_price" CHECK ("booking_tickets"."unit_price" >= 0),
	CONSTRAINT "booking_tickets_one_target" CHECK (("booking_tickets"."kind" = 'event' AND "booking_tickets"."event_date_id" IS NOT NULL AND "booking_tickets"."service_date_id" IS NULL AND "booking_tickets"."ken_item_id" IS NULL)
       OR ("booking_tickets"."kind" = 'service' AND "booking_tickets"."service_date_id" IS NOT NULL AND "booking_tickets"."event_date_id" IS NULL AND "booking_tickets"."ken_item_id" IS NULL)
       OR ("booking_tickets"."kind" = 'item' AND "booking_tickets"."ken_item_id" IS NOT NULL AND "booking_tickets"."event_date_id" IS NULL AND "booking_tickets"."service_date_id" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(16) NOT NULL,
	"user_id" integer NOT NULL,
	"hut_id" integer NOT NULL,
	"persons_max_num" integer NOT NULL,
	"kids_max_num" integer DEFAULT 0 NOT NULL,
	"status" "booking_status" DEFAULT 'pending' NOT NULL,
	"stay" daterange NOT NULL,
	"hold_expires_at" timestamp with time zone,
	"subtotal" numeric(10, 2) DEFAULT '0' NOT NULL,
	"discount" numeric(10, 2) DEFAULT '0' NOT NULL,
	"vat" numeric(10, 2) DEFAULT '0' NOT NULL,
	"total" numeric(10, 2) DEFAULT '0' NOT NULL,
	"paid" numeric(10, 2) DEFAULT '0' NOT NULL,
	"promo_code_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_code_unique" UNIQUE("code"),
	CONSTRAINT "bookings_guests" CHECK ("bookings"."persons_max_num" >= 1 AND "bookings"."kids_max_num" >= 0),
	CONSTRAINT "bookings_stay_nonempty" CHECK (NOT isempty("bookings"."stay") AND NOT lower_inf("bookings"."stay") AND NOT upper_inf("bookings"."stay")),
	CONSTRAINT "bookings_hold_has_expiry" CHECK ("bookings"."status" <> 'confirmed' OR "bookings"."hold_expires_at" IS NOT NULL),
	CONSTRAINT "bookings_amounts" CHECK ("bookings"."subtotal" >= 0 AND "bookings"."discount" >= 0 AND "bookings"."vat" >= 0 AND "bookings"."total" >= 0 AND "bookings"."paid" >= 0)
);
--> statement-breakpoint
ALTER TABLE "event_dates" ADD CONSTRAINT "event_dates_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_includes" ADD CONSTRAINT "event_includes_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_notes" ADD CONSTRAINT "event_notes_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_hut_id_huts_id_fk" FOREIGN KEY ("hut_id") REFERENCES "public"."huts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hut_activities" ADD CONSTRAINT "hut_activities_hut_id_huts_id_fk" FOREIGN KEY ("hut_id") REFERENCES "public"."huts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hut_features" ADD CONSTRAINT "hut_features_hut_id_huts_id_fk" FOREIGN KEY ("hut_id") REFERENCES "public"."huts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hut_images" ADD CONSTRAINT "hut_images_hut_id_huts_id_fk" FOREIGN KEY ("hut_id") REFERENCES "public"."huts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hut_price_ranges" ADD CONSTRAINT "hut_price_ranges_hut_id_huts_id_fk" FOREIGN KEY ("hut_id") REFERENCES "public"."huts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ken_items" ADD CONSTRAINT "ken_items_hut_id_huts_id_fk" FOREIGN KEY ("hut_id") REFERENCES "public"."huts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_code_huts" ADD CONSTRAINT "promo_code_huts_promo_code_id_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."promo_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_code_huts" ADD CONSTRAINT "promo_code_huts_hut_id_huts_id_fk" FOREIGN KEY ("hut_id") REFERENCES "public"."huts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_dates" ADD CONSTRAINT "service_dates_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_hut_id_huts_id_fk" FOREIGN KEY ("hut_id") REFERENCES "public"."huts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_tickets" ADD CONSTRAINT "booking_tickets_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_tickets" ADD CONSTRAINT "booking_tickets_event_date_id_event_dates_id_fk" FOREIGN KEY ("event_date_id") REFERENCES "public"."event_dates"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_tickets" ADD CONSTRAINT "booking_tickets_service_date_id_service_dates_id_fk" FOREIGN KEY ("service_date_id") REFERENCES "public"."service_dates"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_tickets" ADD CONSTRAINT "booking_tickets_ken_item_id_ken_items_id_fk" FOREIGN KEY ("ken_item_id") REFERENCES "public"."ken_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_hut_id_huts_id_fk" FOREIGN KEY ("hut_id") REFERENCES "public"."huts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_promo_code_id_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."promo_codes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_dates_date_idx" ON "event_dates" USING btree ("date");--> statement-breakpoint
CREATE INDEX "event_dates_event_idx" ON "event_dates" USING btree ("event_id","date");--> statement-breakpoint
CREATE INDEX "event_includes_event_idx" ON "event_includes" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "event_notes_event_idx" ON "event_notes" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "events_hut_idx" ON "events" USING btree ("hut_id");--> statement-breakpoint
CREATE INDEX "events_user_idx" ON "events" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "hut_activities_hut_idx" ON "hut_activities" USING btree ("hut_id","sort_order","id");--> statement-breakpoint
CREATE INDEX "hut_features_hut_idx" ON "hut_features" USING btree ("hut_id","sort_order","id");--> statement-breakpoint
CREATE INDEX "hut_images_hut_idx" ON "hut_images" USING btree ("hut_id","sort_order","id");--> statement-breakpoint
CREATE INDEX "hut_price_ranges_hut_idx" ON "hut_price_ranges" USING btree ("hut_id","date_from");--> statement-breakpoint
CREATE INDEX "huts_live_sort_idx" ON "huts" USING btree ("sort_order","id") WHERE "huts"."is_active" AND "huts"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "ken_items_hut_idx" ON "ken_items" USING btree ("hut_id","id") WHERE "ken_items"."is_active";--> statement-breakpoint
CREATE INDEX "promo_code_huts_hut_idx" ON "promo_code_huts" USING btree ("hut_id");--> statement-breakpoint
CREATE UNIQUE INDEX "promo_codes_code_lower_key" ON "promo_codes" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "service_dates_date_idx" ON "service_dates" USING btree ("date");--> statement-breakpoint
CREATE INDEX "service_dates_service_idx" ON "service_dates" USING btree ("service_id","date");--> statement-breakpoint
CREATE INDEX "services_user_idx" ON "services" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "services_hut_idx" ON "services" USING btree ("hut_id");--> statement-breakpoint
CREATE INDEX "booking_tickets_booking_idx" ON "booking_tickets" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "booking_tickets_event_date_idx" ON "booking_tickets" USING btree ("event_date_id") WHERE "booking_tickets"."event_date_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "booking_tickets_service_date_idx" ON "booking_tickets" USING btree ("service_date_id") WHERE "booking_tickets"."service_date_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "booking_tickets_item_idx" ON "booking_tickets" USING btree ("ken_item_id") WHERE "booking_tickets"."ken_item_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "bookings_user_idx" ON "bookings" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "bookings_hold_idx" ON "bookings" USING btree ("hold_expires_at") WHERE "bookings"."status" = 'confirmed';--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_hut_id_huts_id_fk" FOREIGN KEY ("hut_id") REFERENCES "public"."huts"("id") ON DELETE set null ON UPDATE no action;