-- The forum's lists, their counts and post pages are shared by readers in memory
-- (app/features/forum/queries.server.ts) until the database announces a change on 'forum_rows':
-- the post's id, or '*' for a change that may touch any post (an author's name, picture or
-- role). NOTIFY goes out at commit, and only if the transaction commits. Counted views announce
-- nothing: they are written in batches and may show up to 10 s late, as in the page cache.
CREATE FUNCTION announce_forum_row_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('forum_rows', '*');
  ELSE
    PERFORM pg_notify('forum_rows', COALESCE(to_jsonb(NEW) ->> TG_ARGV[0], to_jsonb(OLD) ->> TG_ARGV[0], '*'));
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER posts_row_added_or_gone AFTER INSERT OR DELETE ON posts
  FOR EACH ROW EXECUTE FUNCTION announce_forum_row_change('id');
CREATE TRIGGER posts_row_changed AFTER UPDATE ON posts
  FOR EACH ROW WHEN ((to_jsonb(OLD) - 'view_count') IS DISTINCT FROM (to_jsonb(NEW) - 'view_count'))
  EXECUTE FUNCTION announce_forum_row_change('id');
CREATE TRIGGER comments_row_changes AFTER INSERT OR UPDATE OR DELETE ON comments
  FOR EACH ROW EXECUTE FUNCTION announce_forum_row_change('post_id');
CREATE TRIGGER profiles_shown_on_posts AFTER UPDATE ON profiles
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.avatar_url IS DISTINCT FROM NEW.avatar_url OR OLD.role IS DISTINCT FROM NEW.role)
  EXECUTE FUNCTION announce_forum_row_change();

CREATE TRIGGER posts_truncated AFTER TRUNCATE ON posts
  FOR EACH STATEMENT EXECUTE FUNCTION announce_forum_row_change();
CREATE TRIGGER comments_truncated AFTER TRUNCATE ON comments
  FOR EACH STATEMENT EXECUTE FUNCTION announce_forum_row_change();
CREATE TRIGGER profiles_truncated_shown_on_posts AFTER TRUNCATE ON profiles
  FOR EACH STATEMENT EXECUTE FUNCTION announce_forum_row_change();
