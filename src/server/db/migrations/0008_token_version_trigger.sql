-- Every way a password changes (profile, reset, admin script, back office) or an account is deactivated
-- ends the sessions issued before it: the database bumps users.token_version, which every access and
-- refresh token carries. Kept in the database so no code path (present or future) can forget it.
CREATE OR REPLACE FUNCTION users_bump_token_version() RETURNS trigger AS $$
BEGIN
  IF NEW.password_hash IS DISTINCT FROM OLD.password_hash OR (OLD.is_active AND NOT NEW.is_active) THEN
    NEW.token_version := OLD.token_version + 1;
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER users_token_version_bump BEFORE UPDATE ON users
  FOR EACH ROW EXECUTE FUNCTION users_bump_token_version();
