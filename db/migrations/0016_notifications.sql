-- The community loop (issue 29, ADR 025, docs/notifications.md): following posts, the chosen
-- answer of a question, notifications in the app, and their delivery by Web Push and e-mail.

-- The comment the asker (or a moderator) chose as the answer to a question.
ALTER TABLE posts ADD COLUMN answer_comment_id integer REFERENCES comments (id) ON DELETE SET NULL;
-- "Unanswered questions": open questions without a chosen answer, newest first.
CREATE INDEX posts_unanswered_idx ON posts (created_at DESC, id DESC)
  WHERE moderation = 'active' AND category = 'question' AND resolution = 'open' AND answer_comment_id IS NULL;

-- The shared forum rows (migration 0013) must hear of the new column too.
DROP TRIGGER posts_changed ON posts;
CREATE TRIGGER posts_changed AFTER UPDATE OF
    id, author_id, anonymous, category, resolution, resolution_note, moderation, moderation_reason, title, content, tags,
    image_url, image_width, image_height, video_url, like_count, comment_count, report_count, search_text, search, created_at, updated_at,
    answer_comment_id
  ON posts FOR EACH STATEMENT EXECUTE FUNCTION announce_forum_row_change();

-- Who follows a post: its author and everyone who commented, unless they stopped (following =
-- false stays, so a later comment does not follow it again), and whoever chose to follow it.
CREATE TABLE post_follows (
  post_id integer NOT NULL REFERENCES posts (id) ON DELETE CASCADE,
  user_id text NOT NULL REFERENCES "user" ("id") ON DELETE CASCADE,
  following boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (post_id, user_id)
);
CREATE INDEX post_follows_user_idx ON post_follows (user_id) WHERE following;
INSERT INTO post_follows (post_id, user_id) SELECT id, author_id FROM posts ON CONFLICT DO NOTHING;
INSERT INTO post_follows (post_id, user_id) SELECT DISTINCT post_id, author_id FROM comments ON CONFLICT DO NOTHING;

-- Whether a reader follows a post is one of their marks, kept in memory with their likes and
-- reports (ADR 023): a change announces the reader on 'reader_marks'.
CREATE TRIGGER post_follows_reader_marks AFTER INSERT OR DELETE OR UPDATE OF user_id, post_id, following ON post_follows
  FOR EACH ROW EXECUTE FUNCTION announce_reader_mark_change();
CREATE TRIGGER post_follows_reader_marks_truncated AFTER TRUNCATE ON post_follows
  FOR EACH STATEMENT EXECUTE FUNCTION announce_reader_mark_change();

-- What a reader is told. Written in the same transaction as what caused it. The words are made
-- when it is shown, in the reader's language, and only from what the reader may still see.
--
-- One comment on a post with a thousand followers writes a thousand rows, so the table has no
-- foreign-key checks (they were half the time of that insert, docs/performance.md): the rows it
-- names are found again when shown, and deleting a reader, post, comment, event date or
-- suggestion deletes the notifications that name it (triggers below), as ON DELETE CASCADE would.
CREATE TABLE notifications (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('comment', 'followed-comment', 'answer', 'like', 'resolution', 'report', 'correction', 'moderation', 'event')),
  post_id integer,
  comment_id integer,
  event_date_id integer,
  suggestion_id integer,
  -- Who did it, the latest first, at most 20; empty for a moderator's decision (never named).
  actor_ids text[] NOT NULL DEFAULT '{}',
  -- How many comments or likes a grouped notification stands for.
  count integer NOT NULL DEFAULT 1 CHECK (count >= 1),
  -- Where a group of comments opens: its first comment (a deleted one simply is not scrolled to).
  anchor_comment_id integer,
  details jsonb NOT NULL DEFAULT '{}',
  -- A group (comments on one post while unread, likes on one item for an hour) is one row that
  -- is updated: at most one open group per reader and key.
  group_key text,
  grouping boolean NOT NULL DEFAULT false,
  read_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT date_trunc('milliseconds', now()),
  -- Newest first by this (a group moves up when it grows); milliseconds, for the keyset cursor.
  updated_at timestamptz NOT NULL DEFAULT date_trunc('milliseconds', now())
);
CREATE INDEX notifications_list_idx ON notifications (user_id, updated_at DESC, id DESC);
CREATE UNIQUE INDEX notifications_group_idx ON notifications (user_id, group_key) WHERE grouping;
CREATE INDEX notifications_post_idx ON notifications (post_id) WHERE post_id IS NOT NULL;
CREATE INDEX notifications_comment_idx ON notifications (comment_id) WHERE comment_id IS NOT NULL;
CREATE INDEX notifications_event_date_idx ON notifications (event_date_id) WHERE event_date_id IS NOT NULL;
CREATE INDEX notifications_suggestion_idx ON notifications (suggestion_id) WHERE suggestion_id IS NOT NULL;
CREATE INDEX notifications_updated_idx ON notifications (updated_at);

-- What ON DELETE CASCADE would do, once per statement.
CREATE FUNCTION forget_notifications_of() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('DELETE FROM notifications WHERE %I IN (SELECT %I FROM gone)', TG_ARGV[0], TG_ARGV[1]);
  RETURN NULL;
END $$;
CREATE TRIGGER user_notifications_gone AFTER DELETE ON "user" REFERENCING OLD TABLE AS gone
  FOR EACH STATEMENT EXECUTE FUNCTION forget_notifications_of('user_id', 'id');
CREATE TRIGGER posts_notifications_gone AFTER DELETE ON posts REFERENCING OLD TABLE AS gone
  FOR EACH STATEMENT EXECUTE FUNCTION forget_notifications_of('post_id', 'id');
CREATE TRIGGER comments_notifications_gone AFTER DELETE ON comments REFERENCING OLD TABLE AS gone
  FOR EACH STATEMENT EXECUTE FUNCTION forget_notifications_of('comment_id', 'id');
CREATE TRIGGER event_dates_notifications_gone AFTER DELETE ON event_dates REFERENCING OLD TABLE AS gone
  FOR EACH STATEMENT EXECUTE FUNCTION forget_notifications_of('event_date_id', 'id');
CREATE TRIGGER suggestions_notifications_gone AFTER DELETE ON content_suggestions REFERENCING OLD TABLE AS gone
  FOR EACH STATEMENT EXECUTE FUNCTION forget_notifications_of('suggestion_id', 'id');

-- Each reader's unread count is kept in memory on the embedded database (ADR 025) and sent live
-- to their open pages: every change to notifications announces its readers on
-- 'notification_changes' at commit, once per statement, as comma-separated ids (200 a message,
-- within NOTIFY's 8000 bytes); the delivery job wakes on it too. A TRUNCATE announces '*'.
CREATE FUNCTION announce_notified_readers() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  readers text;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('notification_changes', '*');
    RETURN NULL;
  END IF;
  FOR readers IN
    SELECT string_agg(user_id, ',') FROM (
      SELECT user_id, (row_number() OVER () - 1) / 200 AS part FROM (SELECT DISTINCT user_id FROM changed) distinct_readers
    ) numbered GROUP BY part
  LOOP
    PERFORM pg_notify('notification_changes', readers);
  END LOOP;
  RETURN NULL;
END $$;
CREATE TRIGGER notifications_added AFTER INSERT ON notifications REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION announce_notified_readers();
CREATE TRIGGER notifications_updated AFTER UPDATE ON notifications REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION announce_notified_readers();
CREATE TRIGGER notifications_deleted AFTER DELETE ON notifications REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION announce_notified_readers();
CREATE TRIGGER notifications_truncated AFTER TRUNCATE ON notifications
  FOR EACH STATEMENT EXECUTE FUNCTION announce_notified_readers();

-- A post hidden, removed or restored changes what its notifications' readers may see.
CREATE FUNCTION announce_post_visibility_to_notified() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('notification_changes', user_id) FROM (SELECT DISTINCT user_id FROM notifications WHERE post_id = NEW.id) readers;
  RETURN NULL;
END $$;
CREATE TRIGGER posts_visibility_to_notified AFTER UPDATE OF moderation ON posts
  FOR EACH ROW WHEN (OLD.moderation IS DISTINCT FROM NEW.moderation)
  EXECUTE FUNCTION announce_post_visibility_to_notified();

-- A comment on a post with many followers (over 100): the followers' notifications are written
-- by the delivery job a moment after the commit, from this row, which commits or rolls back with
-- the comment (a transactional outbox: writing a thousand notifications in the comment's own
-- transaction made the comment take 35-75 ms more, docs/performance.md). The post's author is
-- still told in the comment's transaction.
CREATE TABLE notification_fanouts (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  post_id integer NOT NULL,
  comment_id integer NOT NULL,
  actor_id text NOT NULL,
  claimed_until timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
-- Wakes the delivery job (an empty list of readers: nobody's count changes yet).
CREATE FUNCTION announce_fanout() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('notification_changes', '');
  RETURN NULL;
END $$;
CREATE TRIGGER notification_fanouts_added AFTER INSERT ON notification_fanouts
  FOR EACH STATEMENT EXECUTE FUNCTION announce_fanout();

-- What a reader wants by e-mail ('off', 'soon': gathered over 10 minutes, 'daily') and on their
-- phones (true or false), per kind; a kind not named has its default (docs/notifications.md).
CREATE TABLE notification_settings (
  user_id text PRIMARY KEY REFERENCES "user" ("id") ON DELETE CASCADE,
  lang text NOT NULL DEFAULT 'bn' CHECK (lang IN ('bn', 'en')),
  email jsonb NOT NULL DEFAULT '{}',
  push jsonb NOT NULL DEFAULT '{}',
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- A device shows the forum's notifications only when its reader turned them on there.
ALTER TABLE push_subscriptions ADD COLUMN notifications boolean NOT NULL DEFAULT false;

-- Push and e-mail still to send, sent by the background job (every minute, and as soon as a
-- change is announced). A row is claimed by one process at a time (claimed_until), so several
-- processes never send the same one; a failure is tried again later. No foreign keys, as for
-- notifications: one whose notification is gone is finished as "gone" when it is due.
CREATE TABLE notification_deliveries (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  notification_id bigint NOT NULL,
  user_id text NOT NULL,
  channel text NOT NULL CHECK (channel IN ('push', 'email')),
  mode text NOT NULL DEFAULT 'now' CHECK (mode IN ('now', 'soon', 'daily')),
  due_at timestamptz NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  claimed_until timestamptz,
  done_at timestamptz,
  -- sent, or why not: read (the reader saw it first), gone (no longer visible), off (turned off
  -- since), limited (10 pushes an hour), unreachable (no device or no verified e-mail), failed
  -- (gave up).
  outcome text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX notification_deliveries_pending_idx ON notification_deliveries (notification_id, channel) WHERE done_at IS NULL;
CREATE INDEX notification_deliveries_due_idx ON notification_deliveries (channel, due_at) WHERE done_at IS NULL;
CREATE INDEX notification_deliveries_user_idx ON notification_deliveries (user_id, channel, done_at);
CREATE INDEX notification_deliveries_done_idx ON notification_deliveries (done_at) WHERE done_at IS NOT NULL;
