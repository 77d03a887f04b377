-- Issue 23 §5: staff roles, invitations and two-step sign-in. Staff accounts (role 'admin') carry a staff role that
-- the route table admits per route; every other account has none. Existing admins become managers, and an admin
-- inserted without one (scripts, older code paths, tests) is a manager too: the database fills it in.
CREATE TYPE "staff_role" AS ENUM ('manager', 'front_desk', 'finance', 'content', 'gate', 'housekeeping');
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "staff_role" "staff_role";
--> statement-breakpoint
-- TOTP: the base32 secret (set when enrolment starts, in force once totp_enabled_at is set) and the last time step
-- accepted, so one code is never accepted twice. Demo accounts of a development seed are exempt from the required
-- enrolment (production never seeds them).
ALTER TABLE "users" ADD COLUMN "totp_secret" text;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "totp_enabled_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "totp_last_step" bigint;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "two_factor_exempt" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
UPDATE "users" SET "staff_role" = 'manager' WHERE "role" = 'admin' AND "staff_role" IS NULL;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION users_staff_role_fill() RETURNS trigger AS $$
BEGIN
  IF NEW.role = 'admin' THEN
    NEW.staff_role := coalesce(NEW.staff_role, 'manager');
  ELSE
    NEW.staff_role := NULL;
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER users_staff_role_fill BEFORE INSERT OR UPDATE OF "role", "staff_role" ON users
  FOR EACH ROW EXECUTE FUNCTION users_staff_role_fill();
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_staff_role_only_staff" CHECK (("role" = 'admin') = ("staff_role" IS NOT NULL));
--> statement-breakpoint
-- Recovery codes: ten per enrolment, kept as SHA-256 (they are random, 40 bits each), each good once.
CREATE TABLE IF NOT EXISTS "staff_recovery_codes" (
  "id" serial PRIMARY KEY NOT NULL,
  "user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "code_hash" varchar(64) NOT NULL,
  "used_at" timestamp with time zone,
  "created_at" timestamp with time zone NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "staff_recovery_codes_user_idx" ON "staff_recovery_codes" ("user_id");
--> statement-breakpoint
-- Invitations: a manager invites a staff member by e-mail; the link (its token kept as SHA-256) sets the password
-- once, within 48 hours. A new invitation for the same person voids the earlier ones.
CREATE TABLE IF NOT EXISTS "staff_invitations" (
  "id" serial PRIMARY KEY NOT NULL,
  "user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "token_hash" varchar(64) NOT NULL,
  "invited_by" integer REFERENCES "users"("id") ON DELETE SET NULL,
  "expires_at" timestamp with time zone NOT NULL,
  "accepted_at" timestamp with time zone,
  "voided_at" timestamp with time zone,
  "created_at" timestamp with time zone NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "staff_invitations_token_key" ON "staff_invitations" ("token_hash");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "staff_invitations_user_idx" ON "staff_invitations" ("user_id");
