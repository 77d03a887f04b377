-- Issue 25 §1: the sandbox gateway's checkouts know the channel (entity) they were created for, as HyperPay's do, so
-- its payment widget draws that brand's fields and refuses another brand; a refused attempt (a declined card, a
-- cancelled wallet) is the checkout's result, reported like HyperPay's failed result codes.
ALTER TABLE "sandbox_gateway_checkouts" ADD COLUMN IF NOT EXISTS "channel" varchar(10) DEFAULT 'card' NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_gateway_checkouts" ADD COLUMN IF NOT EXISTS "result_code" varchar(40);--> statement-breakpoint
ALTER TABLE "sandbox_gateway_checkouts" DROP CONSTRAINT IF EXISTS "sandbox_gateway_checkouts_channel";--> statement-breakpoint
ALTER TABLE "sandbox_gateway_checkouts" ADD CONSTRAINT "sandbox_gateway_checkouts_channel" CHECK ("channel" IN ('mada', 'card', 'applepay', 'stcpay'));
