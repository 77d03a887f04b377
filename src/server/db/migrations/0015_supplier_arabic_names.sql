ALTER TABLE "users" ADD COLUMN "full_name_ar" varchar(150) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "company_name_ar" varchar(150) DEFAULT '' NOT NULL;