-- What each reader has liked and reported is kept in memory on the embedded database
-- (app/features/forum/queries.server.ts, ADR 023) until the database announces a change to
-- that reader's likes or reports on 'reader_marks', with the reader's id. NOTIFY goes out at
-- commit, and only if the transaction commits; the same reader announced many times in one
-- transaction goes out once. A TRUNCATE announces '*' (every reader).
CREATE FUNCTION announce_reader_mark_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('reader_marks', '*');
  ELSE
    IF TG_OP <> 'INSERT' THEN
      PERFORM pg_notify('reader_marks', OLD.user_id);
    END IF;
    IF TG_OP <> 'DELETE' THEN
      PERFORM pg_notify('reader_marks', NEW.user_id);
    END IF;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER likes_reader_marks AFTER INSERT OR DELETE OR UPDATE OF user_id, item_type, item_id ON likes
  FOR EACH ROW EXECUTE FUNCTION announce_reader_mark_change();
CREATE TRIGGER reports_reader_marks AFTER INSERT OR DELETE OR UPDATE OF user_id, item_type, item_id ON reports
  FOR EACH ROW EXECUTE FUNCTION announce_reader_mark_change();
CREATE TRIGGER likes_reader_marks_truncated AFTER TRUNCATE ON likes
  FOR EACH STATEMENT EXECUTE FUNCTION announce_reader_mark_change();
CREATE TRIGGER reports_reader_marks_truncated AFTER TRUNCATE ON reports
  FOR EACH STATEMENT EXECUTE FUNCTION announce_reader_mark_change();
