CREATE TABLE "sandbox_gateway_checkouts" (
	"id" varchar(128) PRIMARY KEY NOT NULL,
	"amount" numeric(10, 2) NOT NULL,
	"currency" varchar(3) NOT NULL,
	"merchant_transaction_id" varchar(128) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_gateway_payments" (
	"id" varchar(128) PRIMARY KEY NOT NULL,
	"checkout_id" varchar(128) NOT NULL,
	"type" varchar(2) NOT NULL,
	"amount" numeric(10, 2) NOT NULL,
	"currency" varchar(3) NOT NULL,
	"brand" varchar(20),
	"last4" varchar(4),
	"refund_of" varchar(128),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_gateway_payments_type" CHECK ("sandbox_gateway_payments"."type" IN ('DB', 'RF'))
);
--> statement-breakpoint
ALTER TABLE "sandbox_gateway_payments" ADD CONSTRAINT "sandbox_gateway_payments_checkout_fk" FOREIGN KEY ("checkout_id") REFERENCES "public"."sandbox_gateway_checkouts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_gateway_payments_one_charge" ON "sandbox_gateway_payments" USING btree ("checkout_id") WHERE "sandbox_gateway_payments"."type" = 'DB';