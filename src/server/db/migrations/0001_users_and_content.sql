CREATE TYPE "public"."supplier_status" AS ENUM('pending', 'approved', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."user_language" AS ENUM('en', 'ar');--> statement-breakpoint
CREATE TYPE "public"."user_role" AS ENUM('guest', 'supplier', 'admin');--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" varchar(254) NOT NULL,
	"password_hash" text,
	"full_name" varchar(150) DEFAULT '' NOT NULL,
	"phone" varchar(20) DEFAULT '' NOT NULL,
	"gender" varchar(10),
	"birth_date" date,
	"address" text DEFAULT '' NOT NULL,
	"id_num" varchar(30) DEFAULT '' NOT NULL,
	"avatar" text,
	"role" "user_role" DEFAULT 'guest' NOT NULL,
	"supplier_status" "supplier_status",
	"company_name" varchar(150) DEFAULT '' NOT NULL,
	"breif" text DEFAULT '' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_verified" boolean DEFAULT false NOT NULL,
	"language" "user_language" DEFAULT 'en' NOT NULL,
	"pending_email" varchar(254),
	"password_changed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "about_us" (
	"id" serial PRIMARY KEY NOT NULL,
	"about_us" text NOT NULL,
	"about_us_ar" text DEFAULT '' NOT NULL,
	"vision" text NOT NULL,
	"vision_ar" text DEFAULT '' NOT NULL,
	"mission" text NOT NULL,
	"mission_ar" text DEFAULT '' NOT NULL,
	"main_image" text,
	"vision_image" text,
	"mission_image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faq" (
	"id" serial PRIMARY KEY NOT NULL,
	"question" text NOT NULL,
	"question_ar" text DEFAULT '' NOT NULL,
	"answer" text NOT NULL,
	"answer_ar" text DEFAULT '' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "our_services" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(200) NOT NULL,
	"title_ar" varchar(200) DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"description_ar" text DEFAULT '' NOT NULL,
	"image" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partners" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(150) NOT NULL,
	"image" text,
	"url" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "special_about_us" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(200) NOT NULL,
	"title_ar" varchar(200) DEFAULT '' NOT NULL,
	"image" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stories" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(200) NOT NULL,
	"title_ar" varchar(200) DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"description_ar" text DEFAULT '' NOT NULL,
	"image" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "terms" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(200) NOT NULL,
	"title_ar" varchar(200) DEFAULT '' NOT NULL,
	"description" text NOT NULL,
	"description_ar" text DEFAULT '' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "terms_title" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(200) NOT NULL,
	"title_ar" varchar(200) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"hut_id" integer,
	"booking_id" integer,
	"value" smallint NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"is_published" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_value_range" CHECK ("reviews"."value" BETWEEN 1 AND 5)
);
--> statement-breakpoint
CREATE TABLE "site_ratings" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"rating" smallint NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_ratings_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "site_ratings_rating_range" CHECK ("site_ratings"."rating" BETWEEN 1 AND 5)
);
--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_ratings" ADD CONSTRAINT "site_ratings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_key" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_role_idx" ON "users" USING btree ("role","supplier_status");--> statement-breakpoint
CREATE INDEX "faq_sort_idx" ON "faq" USING btree ("sort_order","id");--> statement-breakpoint
CREATE INDEX "our_services_sort_idx" ON "our_services" USING btree ("sort_order","id");--> statement-breakpoint
CREATE INDEX "partners_sort_idx" ON "partners" USING btree ("sort_order","id");--> statement-breakpoint
CREATE INDEX "special_about_us_sort_idx" ON "special_about_us" USING btree ("sort_order","id");--> statement-breakpoint
CREATE INDEX "stories_sort_idx" ON "stories" USING btree ("sort_order","id");--> statement-breakpoint
CREATE INDEX "terms_sort_idx" ON "terms" USING btree ("sort_order","id");--> statement-breakpoint
CREATE INDEX "reviews_published_idx" ON "reviews" USING btree ("is_published","hut_id","created_at");--> statement-breakpoint
CREATE INDEX "reviews_user_idx" ON "reviews" USING btree ("user_id");