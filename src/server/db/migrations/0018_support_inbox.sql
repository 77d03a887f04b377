CREATE TABLE "support_replies" (
	"id" serial PRIMARY KEY NOT NULL,
	"message_id" integer NOT NULL,
	"author_id" integer,
	"body" text NOT NULL,
	"language" varchar(2) NOT NULL,
	"request_key" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "support_replies_language" CHECK ("support_replies"."language" IN ('en', 'ar')),
	CONSTRAINT "support_replies_body" CHECK (length(btrim("support_replies"."body")) > 0)
);
--> statement-breakpoint
ALTER TABLE "support_messages" ADD COLUMN "status" varchar(10) DEFAULT 'open' NOT NULL;--> statement-breakpoint
ALTER TABLE "support_messages" ADD COLUMN "language" varchar(2) DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "support_replies" ADD CONSTRAINT "support_replies_message_id_support_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."support_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_replies" ADD CONSTRAINT "support_replies_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "support_replies_request_key" ON "support_replies" USING btree ("message_id","request_key");--> statement-breakpoint
CREATE INDEX "support_messages_status_idx" ON "support_messages" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "support_messages" ADD CONSTRAINT "support_messages_status" CHECK ("support_messages"."status" IN ('open', 'answered', 'closed'));--> statement-breakpoint
ALTER TABLE "support_messages" ADD CONSTRAINT "support_messages_language" CHECK ("support_messages"."language" IN ('en', 'ar'));--> statement-breakpoint
-- Messages answered before the inbox existed keep that state; a sender with an account is mailed in the account's language.
UPDATE "support_messages" SET "status" = 'answered' WHERE "is_replied";--> statement-breakpoint
UPDATE "support_messages" m SET "language" = u."language"::text FROM "users" u WHERE u."id" = m."user_id" AND u."language"::text IN ('en', 'ar');
