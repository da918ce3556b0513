-- The forum's lists, their counts and post pages are shared by readers in memory
-- (app/features/forum/queries.server.ts, ADR 022) until the database announces a change on
-- 'forum_rows'. NOTIFY goes out at commit, and only if the transaction commits; the same
-- announcement made many times in one transaction goes out once. Counted views announce
-- nothing: they are written in batches and may show up to 10 s late, as in the page cache.
CREATE FUNCTION announce_forum_row_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('forum_rows', '*');
  RETURN NULL;
END $$;

-- Once per statement where that is enough: a bulk import announces once, not once per row.
CREATE TRIGGER posts_added_or_gone AFTER INSERT OR DELETE OR TRUNCATE ON posts
  FOR EACH STATEMENT EXECUTE FUNCTION announce_forum_row_change();
CREATE TRIGGER comments_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON comments
  FOR EACH STATEMENT EXECUTE FUNCTION announce_forum_row_change();
-- Any change to a post but its view count. A column added to posts must be named here.
CREATE TRIGGER posts_changed AFTER UPDATE OF
    id, author_id, anonymous, category, resolution, resolution_note, moderation, moderation_reason, title, content, tags,
    image_url, image_width, image_height, video_url, like_count, comment_count, report_count, search_text, search, created_at, updated_at
  ON posts FOR EACH STATEMENT EXECUTE FUNCTION announce_forum_row_change();
-- What the lists and post pages show of an author.
CREATE TRIGGER profiles_shown_on_posts AFTER UPDATE ON profiles
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.avatar_url IS DISTINCT FROM NEW.avatar_url OR OLD.role IS DISTINCT FROM NEW.role)
  EXECUTE FUNCTION announce_forum_row_change();
CREATE TRIGGER profiles_truncated_shown_on_posts AFTER TRUNCATE ON profiles
  FOR EACH STATEMENT EXECUTE FUNCTION announce_forum_row_change();
