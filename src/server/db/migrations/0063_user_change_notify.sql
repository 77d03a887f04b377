-- Issue 27 §1: the auth plugin keeps each signed-in user's row (role, staff role, activity, token version, supplier
-- status) in memory instead of reading it on every request. Every change of a users row, by any code path, script
-- or instance, announces that user's id on 'ken_user_changed' (delivered at commit), and every instance forgets its
-- copy; a TRUNCATE announces '*' (forget everyone: ids may be handed out again). See plugins/sessionUsers.ts.
CREATE OR REPLACE FUNCTION ken_notify_user_changed() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('ken_user_changed', '*');
  ELSE
    PERFORM pg_notify('ken_user_changed', OLD.id::text);
    IF TG_OP = 'UPDATE' AND NEW.id IS DISTINCT FROM OLD.id THEN
      PERFORM pg_notify('ken_user_changed', NEW.id::text);
    END IF;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER users_changed_notify AFTER UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION ken_notify_user_changed();
--> statement-breakpoint
CREATE TRIGGER users_truncated_notify AFTER TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION ken_notify_user_changed();
