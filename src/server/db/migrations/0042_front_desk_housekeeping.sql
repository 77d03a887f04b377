-- Issue 23 §4: check-out, the scan log and housekeeping.

-- A stay's departure: at most one per booking (the primary key), so two desks cannot both check the guest out.
-- due_at is the stay's check-out time (last day + the hut's check-out time, in the resort's time zone) the
-- timing was judged against: early (before the last day), late (after due_at) or on time.
CREATE TABLE "booking_check_outs" (
	"booking_id" integer PRIMARY KEY NOT NULL,
	"checked_out_by" integer,
	"checked_out_at" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"timing" text NOT NULL,
	"via" text NOT NULL,
	CONSTRAINT "booking_check_outs_timing" CHECK ("booking_check_outs"."timing" IN ('early', 'on_time', 'late')),
	CONSTRAINT "booking_check_outs_via" CHECK ("booking_check_outs"."via" IN ('desk', 'scan'))
);
--> statement-breakpoint
ALTER TABLE "booking_check_outs" ADD CONSTRAINT "booking_check_outs_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_check_outs" ADD CONSTRAINT "booking_check_outs_checked_out_by_users_id_fk" FOREIGN KEY ("checked_out_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint

-- Every gate action (a scan verified, a check-in, a check-out, a ticket redeemed), accepted or refused, with
-- who, when and from which device. Written outside the action's transaction so refusals are kept too.
CREATE TABLE "scan_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"scanned_at" timestamp with time zone NOT NULL,
	"actor_id" integer,
	"device" varchar(200) DEFAULT '' NOT NULL,
	"action" text NOT NULL,
	"via" text DEFAULT 'scan' NOT NULL,
	"result" text NOT NULL,
	"reason" varchar(40),
	"booking_id" integer,
	"ticket_id" integer,
	CONSTRAINT "scan_log_action" CHECK ("scan_log"."action" IN ('verify', 'check_in', 'check_out', 'redeem')),
	CONSTRAINT "scan_log_via" CHECK ("scan_log"."via" IN ('desk', 'scan')),
	CONSTRAINT "scan_log_result" CHECK ("scan_log"."result" IN ('ok', 'refused'))
);
--> statement-breakpoint
ALTER TABLE "scan_log" ADD CONSTRAINT "scan_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scan_log" ADD CONSTRAINT "scan_log_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scan_log" ADD CONSTRAINT "scan_log_ticket_id_booking_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."booking_tickets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "scan_log_at_idx" ON "scan_log" USING btree ("scanned_at","id");--> statement-breakpoint
CREATE INDEX "scan_log_actor_idx" ON "scan_log" USING btree ("actor_id","scanned_at");--> statement-breakpoint

-- A hut's housekeeping status (one row per hut once set; a hut without a row is clean). out_of_order may
-- have closed nights for a period (hut_closed_nights, whose no-overlap constraint still holds): closure_id.
CREATE TABLE "hut_housekeeping" (
	"hut_id" integer PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'clean' NOT NULL,
	"note" varchar(500) DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"closure_id" integer,
	CONSTRAINT "hut_housekeeping_status" CHECK ("hut_housekeeping"."status" IN ('clean', 'dirty', 'inspected', 'out_of_order'))
);
--> statement-breakpoint
ALTER TABLE "hut_housekeeping" ADD CONSTRAINT "hut_housekeeping_hut_id_huts_id_fk" FOREIGN KEY ("hut_id") REFERENCES "public"."huts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hut_housekeeping" ADD CONSTRAINT "hut_housekeeping_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hut_housekeeping" ADD CONSTRAINT "hut_housekeeping_closure_id_hut_closed_nights_id_fk" FOREIGN KEY ("closure_id") REFERENCES "public"."hut_closed_nights"("id") ON DELETE set null ON UPDATE no action;
