-- Conversations as residents hold them (issue 44, ADR 036, docs/forum.md): mentions, replies to
-- one comment, saved items and the history of edits.

-- Who a text mentions, as resolved when it was written or last edited: [{"id": "...", "name": "..."}],
-- at most 10, in the order they appear. Pages link each `@name` to its member from this list, so
-- a later change of name does not break the link, and an edit tells only those newly added.
ALTER TABLE posts ADD COLUMN mentions jsonb NOT NULL DEFAULT '[]';
ALTER TABLE comments ADD COLUMN mentions jsonb NOT NULL DEFAULT '[]';

-- When the text was last edited after its five minutes of grace; shown as "edited".
ALTER TABLE posts ADD COLUMN edited_at timestamptz;
ALTER TABLE comments ADD COLUMN edited_at timestamptz;

-- A reply answers one top-level comment of the same post (one level of threading). No foreign
-- key: a reply keeps the id of a comment deleted since, so it can say that what it answered was
-- removed (a post's deletion takes its comments, replies included).
ALTER TABLE comments ADD COLUMN reply_to_id integer;
CREATE INDEX comments_reply_to_idx ON comments (reply_to_id) WHERE reply_to_id IS NOT NULL;

-- The shared forum rows (migration 0013) must hear of the new columns of posts too (comments
-- announce every update already).
DROP TRIGGER posts_changed ON posts;
CREATE TRIGGER posts_changed AFTER UPDATE OF
    id, author_id, anonymous, category, resolution, resolution_note, moderation, moderation_reason, title, content, tags,
    image_url, image_width, image_height, video_url, like_count, comment_count, report_count, search_text, search, created_at, updated_at,
    answer_comment_id, held_for, held_at, flagged_for, fingerprint, mentions, edited_at
  ON posts FOR EACH STATEMENT EXECUTE FUNCTION announce_forum_row_change();

-- What a reader saved for later: private to them. No foreign key to the item: a saved post or
-- comment deleted since stays in the list as "removed", with no text.
CREATE TABLE saved_items (
  user_id text NOT NULL REFERENCES "user" ("id") ON DELETE CASCADE,
  item_type text NOT NULL CHECK (item_type IN ('post', 'comment')),
  item_id integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT date_trunc('milliseconds', now()),
  PRIMARY KEY (user_id, item_type, item_id)
);
-- "Saved", newest first, by keyset (created_at, item_type, item_id).
CREATE INDEX saved_items_list_idx ON saved_items (user_id, created_at DESC, item_type DESC, item_id DESC);

-- Whether a reader saved an item is one of their marks, kept in memory with their likes, reports
-- and follows (ADR 023): a change announces the reader on 'reader_marks'.
CREATE TRIGGER saved_items_reader_marks AFTER INSERT OR DELETE OR UPDATE OF user_id, item_type, item_id ON saved_items
  FOR EACH ROW EXECUTE FUNCTION announce_reader_mark_change();
CREATE TRIGGER saved_items_reader_marks_truncated AFTER TRUNCATE ON saved_items
  FOR EACH STATEMENT EXECUTE FUNCTION announce_reader_mark_change();

-- The earlier versions of an edited post or comment: each row is the version an edit replaced
-- (edits in the first five minutes replace nothing kept). Seen by the author and moderators.
CREATE TABLE revisions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  item_type text NOT NULL CHECK (item_type IN ('post', 'comment')),
  item_id integer NOT NULL,
  post_id integer NOT NULL REFERENCES posts (id) ON DELETE CASCADE,
  title text,
  content text NOT NULL,
  tags text[],
  image_url text,
  video_url text,
  -- Who made the edit that replaced this version, and whether they did it as a moderator (not
  -- the author: a moderator's or a trusted member's change of tags).
  editor_id text NOT NULL,
  by_moderator boolean NOT NULL DEFAULT false,
  -- When this version was written (the item's creation or the edit before), and replaced.
  written_at timestamptz NOT NULL,
  replaced_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX revisions_item_idx ON revisions (item_type, item_id, id);
CREATE INDEX revisions_post_idx ON revisions (post_id);

-- A deleted comment takes its earlier versions with it (a post's go by the foreign key).
CREATE FUNCTION forget_comment_revisions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM revisions WHERE item_type = 'comment' AND item_id IN (SELECT id FROM gone);
  RETURN NULL;
END $$;
CREATE TRIGGER comments_revisions_gone AFTER DELETE ON comments REFERENCING OLD TABLE AS gone
  FOR EACH STATEMENT EXECUTE FUNCTION forget_comment_revisions();

-- Three new kinds of notification: a mention, a reply to one's comment, and a chosen answer
-- edited after it was chosen (told to the asker).
ALTER TABLE notifications DROP CONSTRAINT notifications_kind_check;
ALTER TABLE notifications ADD CONSTRAINT notifications_kind_check CHECK (kind IN (
  'comment', 'followed-comment', 'answer', 'like', 'resolution', 'report', 'correction', 'moderation', 'event',
  'mention', 'reply', 'answer-edited'));

-- The composer's "@" suggestions look members up by the start of their name.
CREATE INDEX profiles_name_prefix_idx ON profiles (lower(name) text_pattern_ops);
