-- Local news (issue 13, docs/news.md): each source's fetch state, and the items kept from it.
-- Sources themselves are data (content/news-sources.ts or NEWS_SOURCES); a row here is created
-- the first time a source is checked and holds only what the refresh job learns.

CREATE TABLE news_sources (
  id text PRIMARY KEY,
  paused boolean NOT NULL DEFAULT false,
  etag text,
  last_modified text,
  body_hash text,
  last_checked_at timestamptz,
  last_success_at timestamptz,
  last_error text,
  consecutive_errors integer NOT NULL DEFAULT 0,
  next_check_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE news_items (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  source_id text NOT NULL,
  -- Dedupe keys: the feed's own id, the link without tracking parameters, the normalised headline.
  guid text NOT NULL,
  canonical_url text NOT NULL,
  headline_key text NOT NULL,
  title text NOT NULL,
  excerpt text NOT NULL DEFAULT '',
  url text NOT NULL,
  region text NOT NULL CHECK (region IN ('hathazari', 'region')),
  published_at timestamptz NOT NULL,
  fetched_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (source_id, guid)
);
-- Across sources, one story once: by its link, then by its headline.
CREATE UNIQUE INDEX news_items_canonical_url_idx ON news_items (canonical_url);
CREATE UNIQUE INDEX news_items_headline_idx ON news_items (headline_key);
CREATE INDEX news_items_published_idx ON news_items (published_at DESC, id DESC);
