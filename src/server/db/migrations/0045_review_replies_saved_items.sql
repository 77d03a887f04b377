-- Issue 26 §3: the resort's reply to a guest's words, and the guest's saved huts, events and services.
-- One reply per hut review or website rating: each target column is unique, and exactly one is set.
CREATE TABLE IF NOT EXISTS "review_replies" (
	"id" serial PRIMARY KEY NOT NULL,
	"review_id" integer,
	"site_rating_id" integer,
	"text" text NOT NULL,
	"language" varchar(2) NOT NULL,
	"author_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_replies_review_unique" UNIQUE("review_id"),
	CONSTRAINT "review_replies_site_rating_unique" UNIQUE("site_rating_id"),
	CONSTRAINT "review_replies_one_target" CHECK (num_nonnulls("review_id", "site_rating_id") = 1),
	CONSTRAINT "review_replies_language" CHECK ("language" IN ('en', 'ar')),
	CONSTRAINT "review_replies_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "reviews"("id") ON DELETE cascade,
	CONSTRAINT "review_replies_site_rating_id_site_ratings_id_fk" FOREIGN KEY ("site_rating_id") REFERENCES "site_ratings"("id") ON DELETE cascade,
	CONSTRAINT "review_replies_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "users"("id") ON DELETE set null
);
--> statement-breakpoint
-- A guest's wish list: one row per saved hut, event or service (exactly one of the three), never twice.
CREATE TABLE IF NOT EXISTS "saved_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"hut_id" integer,
	"event_id" integer,
	"service_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_items_one_target" CHECK (num_nonnulls("hut_id", "event_id", "service_id") = 1),
	CONSTRAINT "saved_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade,
	CONSTRAINT "saved_items_hut_id_huts_id_fk" FOREIGN KEY ("hut_id") REFERENCES "huts"("id") ON DELETE cascade,
	CONSTRAINT "saved_items_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "events"("id") ON DELETE cascade,
	CONSTRAINT "saved_items_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "services"("id") ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "saved_items_user_hut_unique" ON "saved_items" ("user_id", "hut_id") WHERE "hut_id" IS NOT NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "saved_items_user_event_unique" ON "saved_items" ("user_id", "event_id") WHERE "event_id" IS NOT NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "saved_items_user_service_unique" ON "saved_items" ("user_id", "service_id") WHERE "service_id" IS NOT NULL;
