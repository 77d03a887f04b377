-- A change's new price breakdown (issue 24 §2 with issue 23 §3): the terms the booking takes when the change is made
-- (the plan as sold, unchanged, and the breakdown of the new stay), kept with a change waiting for its payment so the
-- move made when it is paid saves the breakdown it was priced with.
ALTER TABLE "booking_changes" ADD COLUMN IF NOT EXISTS "new_rate_plan" jsonb;
