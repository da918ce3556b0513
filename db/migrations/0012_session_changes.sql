-- The app keeps live sessions in memory on the embedded database (ADR 021). Every change to
-- what reading a session returns (the session, the user, the profile, two-step sign-in) is
-- announced on the 'session_changes' channel with the user's id; NOTIFY goes out at commit,
-- and only if the transaction commits. A TRUNCATE announces '*' (every session).
CREATE FUNCTION announce_session_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('session_changes', '*');
  ELSE
    PERFORM pg_notify('session_changes', COALESCE(to_jsonb(NEW) ->> TG_ARGV[0], to_jsonb(OLD) ->> TG_ARGV[0], '*'));
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER user_changes AFTER INSERT OR UPDATE OR DELETE ON "user"
  FOR EACH ROW EXECUTE FUNCTION announce_session_change('id');
CREATE TRIGGER session_changes AFTER INSERT OR UPDATE OR DELETE ON "session"
  FOR EACH ROW EXECUTE FUNCTION announce_session_change('userId');
CREATE TRIGGER profiles_session_changes AFTER INSERT OR UPDATE OR DELETE ON profiles
  FOR EACH ROW EXECUTE FUNCTION announce_session_change('id');
CREATE TRIGGER two_factor_session_changes AFTER INSERT OR UPDATE OR DELETE ON two_factor
  FOR EACH ROW EXECUTE FUNCTION announce_session_change('user_id');
CREATE TRIGGER pending_second_factor_changes AFTER INSERT OR UPDATE OR DELETE ON session_pending_second_factor
  FOR EACH ROW EXECUTE FUNCTION announce_session_change('user_id');

CREATE TRIGGER user_truncated AFTER TRUNCATE ON "user"
  FOR EACH STATEMENT EXECUTE FUNCTION announce_session_change();
CREATE TRIGGER session_truncated AFTER TRUNCATE ON "session"
  FOR EACH STATEMENT EXECUTE FUNCTION announce_session_change();
CREATE TRIGGER profiles_truncated AFTER TRUNCATE ON profiles
  FOR EACH STATEMENT EXECUTE FUNCTION announce_session_change();
CREATE TRIGGER two_factor_truncated AFTER TRUNCATE ON two_factor
  FOR EACH STATEMENT EXECUTE FUNCTION announce_session_change();
CREATE TRIGGER pending_second_factor_truncated AFTER TRUNCATE ON session_pending_second_factor
  FOR EACH STATEMENT EXECUTE FUNCTION announce_session_change();
