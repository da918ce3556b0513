-- Moderation (issue 6): suspensions and bans, the audit trail, and community corrections to
-- the guide (docs/decisions/008-guide-corrections.md).

ALTER TABLE profiles ADD COLUMN banned boolean NOT NULL DEFAULT false;
ALTER TABLE profiles ADD COLUMN suspended_until timestamptz;
ALTER TABLE profiles ADD COLUMN moderation_reason text;

-- Every moderator action: who, what, which item, when, why.
CREATE TABLE audit_log (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  actor_id text NOT NULL REFERENCES "user" ("id") ON DELETE RESTRICT,
  action text NOT NULL,
  target_type text NOT NULL CHECK (target_type IN ('post', 'comment', 'user', 'correction')),
  target_id text NOT NULL,
  reason text,
  details jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX audit_log_created_idx ON audit_log (created_at DESC, id DESC);
CREATE INDEX audit_log_target_idx ON audit_log (target_type, target_id);

-- A reader's proposed correction to a listing of the guide, or a new listing.
CREATE TABLE content_suggestions (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('correction', 'listing')),
  collection text NOT NULL CHECK (collection ~ '^[a-zA-Z]+$'),
  record_id text CHECK (record_id IS NULL OR record_id ~ '^[a-z0-9-]+$'),
  field text CHECK (field IS NULL OR field IN ('name', 'address', 'phone', 'details')),
  proposal jsonb NOT NULL,
  source_url text CHECK (source_url IS NULL OR source_url ~ '^https?://'),
  note text CHECK (note IS NULL OR char_length(note) <= 1000),
  lang text NOT NULL CHECK (lang IN ('bn', 'en')),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'accepted', 'declined')),
  suggested_by text NOT NULL REFERENCES "user" ("id") ON DELETE CASCADE,
  decided_by text REFERENCES "user" ("id") ON DELETE SET NULL,
  decided_at timestamptz,
  decision_reason text,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (source_url IS NOT NULL OR note IS NOT NULL)
);
CREATE INDEX content_suggestions_pending_idx ON content_suggestions (status, created_at);

-- Accepted corrections, laid over the shipped content pack when a page reads it.
CREATE TABLE content_overrides (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  collection text NOT NULL,
  record_id text NOT NULL,
  field text NOT NULL CHECK (field IN ('name', 'address', 'phone', 'details', 'record')),
  value jsonb NOT NULL,
  sources text[] NOT NULL CHECK (cardinality(sources) >= 1),
  as_of date NOT NULL,
  suggestion_id integer REFERENCES content_suggestions (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX content_overrides_record_idx ON content_overrides (collection, record_id, created_at);
