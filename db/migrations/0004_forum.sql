-- The community forum (issue 5): posts, comments, likes, reports, views.
-- One model (docs/decisions/006-forum-model.md): category, resolution and moderation state.

CREATE TABLE posts (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  author_id text NOT NULL REFERENCES "user" ("id") ON DELETE CASCADE,
  -- An anonymous post keeps its author for edit rights and moderation, but no page, feed or
  -- event ever shows who it is (app/features/forum/post-view.server.ts).
  anonymous boolean NOT NULL DEFAULT false,
  category text NOT NULL CHECK (category IN ('question', 'complaint', 'suggestion', 'general')),
  resolution text NOT NULL DEFAULT 'open' CHECK (resolution IN ('open', 'resolved', 'closed')),
  resolution_note text CHECK (resolution_note IS NULL OR char_length(resolution_note) <= 500),
  moderation text NOT NULL DEFAULT 'active' CHECK (moderation IN ('active', 'hidden', 'removed')),
  moderation_reason text,
  title text NOT NULL CHECK (char_length(btrim(title)) BETWEEN 1 AND 100),
  content text NOT NULL CHECK (char_length(btrim(content)) BETWEEN 1 AND 10000),
  tags text[] NOT NULL DEFAULT '{}' CHECK (cardinality(tags) <= 10),
  image_url text,
  video_url text,
  like_count integer NOT NULL DEFAULT 0 CHECK (like_count >= 0),
  comment_count integer NOT NULL DEFAULT 0 CHECK (comment_count >= 0),
  view_count integer NOT NULL DEFAULT 0 CHECK (view_count >= 0),
  report_count integer NOT NULL DEFAULT 0 CHECK (report_count >= 0),
  -- Title, content, tags and (unless anonymous) the author's name, for search; kept by triggers.
  search_text text NOT NULL DEFAULT '',
  search tsvector NOT NULL DEFAULT ''::tsvector,
  -- Milliseconds, as JavaScript sees them: the keyset cursor must compare exactly.
  created_at timestamptz NOT NULL DEFAULT date_trunc('milliseconds', now()),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Keyset pagination, newest first, over visible posts; and per category and per author.
CREATE INDEX posts_feed_idx ON posts (created_at DESC, id DESC) WHERE moderation = 'active';
CREATE INDEX posts_category_feed_idx ON posts (category, created_at DESC, id DESC) WHERE moderation = 'active';
CREATE INDEX posts_author_idx ON posts (author_id, created_at DESC, id DESC);
CREATE INDEX posts_search_idx ON posts USING gin (search);
CREATE INDEX posts_search_trgm_idx ON posts USING gin (search_text gin_trgm_ops);

CREATE FUNCTION posts_search_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  author_name text := '';
BEGIN
  IF NOT NEW.anonymous THEN
    SELECT name INTO author_name FROM profiles WHERE id = NEW.author_id;
  END IF;
  NEW.search_text := lower(concat_ws(' ', NEW.title, NEW.content, array_to_string(NEW.tags, ' '), author_name));
  NEW.search := to_tsvector('simple', NEW.search_text);
  RETURN NEW;
END $$;

CREATE TRIGGER posts_search_refresh BEFORE INSERT OR UPDATE OF title, content, tags, anonymous ON posts
  FOR EACH ROW EXECUTE FUNCTION posts_search_refresh();

-- A renamed author is found under the new name.
CREATE FUNCTION profiles_name_to_posts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE posts SET title = title WHERE author_id = NEW.id AND NOT anonymous;
  RETURN NEW;
END $$;

CREATE TRIGGER profiles_name_to_posts AFTER UPDATE OF name ON profiles
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION profiles_name_to_posts();

CREATE TABLE comments (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  post_id integer NOT NULL REFERENCES posts (id) ON DELETE CASCADE,
  author_id text NOT NULL REFERENCES "user" ("id") ON DELETE CASCADE,
  content text NOT NULL CHECK (char_length(btrim(content)) BETWEEN 1 AND 2000),
  moderation text NOT NULL DEFAULT 'active' CHECK (moderation IN ('active', 'hidden', 'removed')),
  moderation_reason text,
  like_count integer NOT NULL DEFAULT 0 CHECK (like_count >= 0),
  report_count integer NOT NULL DEFAULT 0 CHECK (report_count >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX comments_post_idx ON comments (post_id, created_at, id);
CREATE INDEX comments_author_idx ON comments (author_id);

-- One like per person per item: the primary key makes a double like impossible.
CREATE TABLE likes (
  user_id text NOT NULL REFERENCES "user" ("id") ON DELETE CASCADE,
  item_type text NOT NULL CHECK (item_type IN ('post', 'comment')),
  item_id integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, item_type, item_id)
);
CREATE INDEX likes_item_idx ON likes (item_type, item_id);

-- One report per person per item, with its reason; enough distinct reports hide the item.
CREATE TABLE reports (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id text NOT NULL REFERENCES "user" ("id") ON DELETE CASCADE,
  item_type text NOT NULL CHECK (item_type IN ('post', 'comment')),
  item_id integer NOT NULL,
  reason_kind text NOT NULL DEFAULT 'other' CHECK (reason_kind IN ('spam', 'abuse', 'false-information', 'other')),
  reason text NOT NULL CHECK (char_length(btrim(reason)) BETWEEN 10 AND 1000),
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'dismissed', 'actioned')),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, item_type, item_id)
);
CREATE INDEX reports_item_idx ON reports (item_type, item_id);
CREATE INDEX reports_open_idx ON reports (status, created_at) WHERE status = 'open';

-- A view counts once per visitor per hour.
CREATE TABLE post_views (
  post_id integer NOT NULL REFERENCES posts (id) ON DELETE CASCADE,
  viewer text NOT NULL,
  viewed_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (post_id, viewer)
);
CREATE INDEX post_views_viewed_idx ON post_views (viewed_at);
