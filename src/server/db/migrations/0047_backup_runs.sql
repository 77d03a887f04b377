-- Issue 28 §1: scheduled backups. One row per run of the schedule (docs/operations.md, "Backups"): which instance took
-- it, when, where the archive went and how big it is, or why it failed. A run holds a lease while it writes, so a second
-- instance neither starts another nor waits forever behind one that died; the back office reads the last success.
CREATE TABLE IF NOT EXISTS "backup_runs" (
  "id" serial PRIMARY KEY NOT NULL,
  "status" varchar(10) NOT NULL,
  "instance" varchar(120) NOT NULL,
  "started_at" timestamp with time zone NOT NULL,
  "lease_until" timestamp with time zone NOT NULL,
  "finished_at" timestamp with time zone,
  "file" text,
  "bytes" bigint,
  "error" text,
  CONSTRAINT "backup_runs_status" CHECK ("status" IN ('running', 'succeeded', 'failed')),
  CONSTRAINT "backup_runs_finished" CHECK (("status" = 'running') = ("finished_at" IS NULL)),
  CONSTRAINT "backup_runs_success" CHECK ("status" <> 'succeeded' OR ("file" IS NOT NULL AND "bytes" IS NOT NULL))
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "backup_runs_started" ON "backup_runs" ("started_at" DESC);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "backup_runs_succeeded" ON "backup_runs" ("finished_at" DESC) WHERE "status" = 'succeeded';
