-- Issue 24 §2: rate plans, stay rules, length-of-stay discounts, extra guest charges and named seasons.
-- Named seasons: a date range with a name in both languages; price ranges and stay rules set from one carry its id.
CREATE TABLE IF NOT EXISTS "seasons" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(80) NOT NULL,
	"name_ar" varchar(80) NOT NULL,
	"date_from" date NOT NULL,
	"date_to" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seasons_order" CHECK ("date_from" <= "date_to")
);--> statement-breakpoint
-- A hut's plans besides the standard flexible one (which has no row: the resort's own cancellation policy).
-- A plan takes a percentage off the room and/or adds a fixed amount per night; its policy is either the
-- resort's (free_cancel_hours NULL), its own number of hours, or no refund at all (refundable false).
CREATE TABLE IF NOT EXISTS "hut_rate_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"hut_id" integer NOT NULL REFERENCES "huts"("id") ON DELETE cascade,
	"name" varchar(80) NOT NULL,
	"name_ar" varchar(80) NOT NULL,
	"percent_off" smallint DEFAULT 0 NOT NULL,
	"addon_per_night" numeric(10, 2) DEFAULT '0' NOT NULL,
	"refundable" boolean DEFAULT true NOT NULL,
	"free_cancel_hours" integer,
	"policy" varchar(500) DEFAULT '' NOT NULL,
	"policy_ar" varchar(500) DEFAULT '' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hut_rate_plans_amounts" CHECK ("percent_off" BETWEEN 0 AND 90 AND "addon_per_night" >= 0),
	CONSTRAINT "hut_rate_plans_hours" CHECK ("free_cancel_hours" IS NULL OR "free_cancel_hours" BETWEEN 0 AND 8760)
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "hut_rate_plans_hut_idx" ON "hut_rate_plans" USING btree ("hut_id");--> statement-breakpoint
-- Stay rules by arrival date (min/max nights, closed to arrival) and by departure date (closed to departure),
-- inclusive like price ranges. Ranges may nest: the shortest range holding a date is its rule (the newest of
-- equal ones), so a bulk edit over a few weeks overrides a rule for the year.
CREATE TABLE IF NOT EXISTS "hut_stay_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"hut_id" integer NOT NULL REFERENCES "huts"("id") ON DELETE cascade,
	"date_from" date NOT NULL,
	"date_to" date NOT NULL,
	"min_nights" smallint,
	"max_nights" smallint,
	"closed_to_arrival" boolean DEFAULT false NOT NULL,
	"closed_to_departure" boolean DEFAULT false NOT NULL,
	"season_id" integer REFERENCES "seasons"("id") ON DELETE set null,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hut_stay_rules_order" CHECK ("date_from" <= "date_to"),
	CONSTRAINT "hut_stay_rules_nights" CHECK (("min_nights" IS NULL OR "min_nights" BETWEEN 1 AND 60)
		AND ("max_nights" IS NULL OR "max_nights" BETWEEN 1 AND 60)
		AND ("min_nights" IS NULL OR "max_nights" IS NULL OR "min_nights" <= "max_nights"))
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "hut_stay_rules_hut_idx" ON "hut_stay_rules" USING btree ("hut_id", "date_from");--> statement-breakpoint
-- Length-of-stay discounts: from min_nights nights on, percent off the room (the largest tier reached applies).
CREATE TABLE IF NOT EXISTS "hut_stay_discounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"hut_id" integer NOT NULL REFERENCES "huts"("id") ON DELETE cascade,
	"min_nights" smallint NOT NULL,
	"percent" smallint NOT NULL,
	CONSTRAINT "hut_stay_discounts_tier" UNIQUE ("hut_id", "min_nights"),
	CONSTRAINT "hut_stay_discounts_values" CHECK ("min_nights" BETWEEN 2 AND 60 AND "percent" BETWEEN 1 AND 90)
);--> statement-breakpoint
ALTER TABLE "hut_price_ranges" ADD COLUMN IF NOT EXISTS "season_id" integer REFERENCES "seasons"("id") ON DELETE set null;--> statement-breakpoint
-- Extra guest charges: per night, for each adult and each child above base_persons (NULL: none charged).
ALTER TABLE "huts" ADD COLUMN IF NOT EXISTS "base_persons" smallint;--> statement-breakpoint
ALTER TABLE "huts" ADD COLUMN IF NOT EXISTS "extra_adult_price" numeric(10, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "huts" ADD COLUMN IF NOT EXISTS "extra_child_price" numeric(10, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "huts" ADD CONSTRAINT "huts_extra_guests" CHECK (("base_persons" IS NULL OR "base_persons" >= 1)
	AND "extra_adult_price" >= 0 AND "extra_child_price" >= 0);--> statement-breakpoint
-- The plan a booking was sold with and a copy of its terms and price breakdown as sold: later edits of the
-- plan never reach it (its cancellation deadline is read from this copy).
ALTER TABLE "bookings" ADD COLUMN IF NOT EXISTS "rate_plan_id" integer REFERENCES "hut_rate_plans"("id") ON DELETE set null;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN IF NOT EXISTS "rate_plan" jsonb;
