-- Facts from the ground (issue 42, ADR 034): a source is a web page or a photo, a moderator's
-- call or visit, or an answer in the forum; readers say whether a call went through.

-- An accepted correction's sources become typed, as the content pack's are: a web page stays its
-- address (a JSON string, exactly as it was); a source from the ground is an object with its kind,
-- its day and who recorded it.
ALTER TABLE content_overrides DROP CONSTRAINT content_overrides_sources_check;
ALTER TABLE content_overrides ALTER COLUMN sources TYPE jsonb USING to_jsonb(sources);
ALTER TABLE content_overrides ADD CONSTRAINT content_overrides_sources_check
  CHECK (jsonb_typeof(sources) = 'array' AND jsonb_array_length(sources) >= 1);

-- Opening hours can be corrected (and checked) too.
ALTER TABLE content_overrides DROP CONSTRAINT content_overrides_field_check;
ALTER TABLE content_overrides ADD CONSTRAINT content_overrides_field_check
  CHECK (field IN ('name', 'address', 'phone', 'hours', 'details', 'record', 'location'));
ALTER TABLE content_suggestions DROP CONSTRAINT content_suggestions_field_check;
ALTER TABLE content_suggestions ADD CONSTRAINT content_suggestions_field_check
  CHECK (field IS NULL OR field IN ('name', 'address', 'phone', 'hours', 'details', 'location'));

-- A suggestion may come with photos instead of a link or a note (checked by the app, which writes
-- the photos in the same transaction), or from the forum: `ground` holds its typed sources other
-- than the link (a forum answer), and `offered_from` the post or comment a moderator offered.
ALTER TABLE content_suggestions DROP CONSTRAINT content_suggestions_check;
ALTER TABLE content_suggestions ADD COLUMN ground jsonb NOT NULL DEFAULT '[]'::jsonb
  CHECK (jsonb_typeof(ground) = 'array');
-- The moderator's attempts to call a suggested number (day, outcome), for the call form.
ALTER TABLE content_suggestions ADD COLUMN calls jsonb NOT NULL DEFAULT '[]'::jsonb
  CHECK (jsonb_typeof(calls) = 'array');

-- A suggestion's photos: evidence for moderators, kept outside the public uploads (never served
-- at /uploads, never in the sitemap or the feeds). Re-encoded, metadata stripped.
CREATE TABLE ground_photos (
  id text PRIMARY KEY CHECK (id ~ '^[a-z0-9-]{1,64}$'),
  suggestion_id integer NOT NULL REFERENCES content_suggestions (id) ON DELETE CASCADE,
  storage_key text NOT NULL UNIQUE,
  width integer NOT NULL CHECK (width > 0),
  height integer NOT NULL CHECK (height > 0),
  bytes integer NOT NULL CHECK (bytes > 0),
  subject text NOT NULL CHECK (subject IN ('signboard', 'visiting-card', 'notice', 'letterhead', 'other')),
  -- The day the photo was taken, only when the reader allowed it to be kept.
  taken_on date,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ground_photos_suggestion_idx ON ground_photos (suggestion_id);

-- What moderators found when they checked a fact of the guide: a phone by a call, an address or
-- opening hours by a call or a visit. `right` confirms it; `changed` came with an override; three
-- `no-answer` on three different days mark a number unreachable; `wrong` withdraws it.
CREATE TABLE guide_checks (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  collection text NOT NULL CHECK (collection ~ '^[a-zA-Z]+$'),
  record_id text NOT NULL CHECK (record_id ~ '^[a-z0-9-]+$'),
  field text NOT NULL CHECK (field IN ('phone', 'address', 'hours')),
  -- The number checked (digits as the guide prints it), for a phone.
  number text CHECK (number IS NULL OR number ~ '^\+?[0-9][0-9-]{1,19}$'),
  outcome text NOT NULL CHECK (outcome IN ('right', 'changed', 'no-answer', 'wrong')),
  method text NOT NULL CHECK (method IN ('call', 'visit')),
  -- Who answered a call, by role: never a private name.
  answered_by text CHECK (answered_by IS NULL OR answered_by IN ('duty-desk', 'reception', 'owner', 'manager', 'staff', 'office')),
  checked_on date NOT NULL,
  recorded_by text NOT NULL REFERENCES "user" ("id") ON DELETE RESTRICT,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((field = 'phone') = (number IS NOT NULL)),
  CHECK (outcome IN ('no-answer', 'wrong') OR method = 'visit' OR answered_by IS NOT NULL)
);
CREATE INDEX guide_checks_record_idx ON guide_checks (collection, record_id, field, checked_on);

-- "Did the call go through?": counts per number per day, nothing else (no account, no address,
-- no device id).
CREATE TABLE call_feedback (
  collection text NOT NULL CHECK (collection ~ '^[a-zA-Z]+$'),
  record_id text NOT NULL CHECK (record_id ~ '^[a-z0-9-]+$'),
  number text NOT NULL CHECK (number ~ '^\+?[0-9][0-9-]{1,19}$'),
  day date NOT NULL,
  answer text NOT NULL CHECK (answer IN ('yes', 'no-answer', 'wrong')),
  count integer NOT NULL DEFAULT 0 CHECK (count >= 0),
  PRIMARY KEY (collection, record_id, number, day, answer)
);
CREATE INDEX call_feedback_day_idx ON call_feedback (day);

-- Repeats are told apart by keys that are HMACs of a random token the phone keeps, and expire:
-- one answer per number per device per day; "wrong number" from different devices in 30 days.
CREATE TABLE call_feedback_keys (
  key text PRIMARY KEY,
  expires_at timestamptz NOT NULL
);
CREATE INDEX call_feedback_keys_expiry_idx ON call_feedback_keys (expires_at);

CREATE TABLE wrong_number_reports (
  collection text NOT NULL,
  record_id text NOT NULL,
  number text NOT NULL,
  device_key text NOT NULL,
  reported_on date NOT NULL,
  PRIMARY KEY (collection, record_id, number, device_key)
);
CREATE INDEX wrong_number_reports_day_idx ON wrong_number_reports (reported_on);

-- The audit log names a guide record as the target of a check ('guide': collection/record).
ALTER TABLE audit_log DROP CONSTRAINT audit_log_target_type_check;
ALTER TABLE audit_log ADD CONSTRAINT audit_log_target_type_check
  CHECK (target_type IN ('post', 'comment', 'user', 'correction', 'event', 'contact', 'guide'));
