-- Ready for strangers (issue 43, ADR 035): trust levels earned by taking part, newcomers' first
-- posts held for a moderator, watched words, spam reports that weigh, and "remove spammer".

-- §1 Trust levels: computed by the background runner (app/features/trust), never claimed.
-- `trust_reason` keeps the figures the last computation saw, for the admins' "why".
ALTER TABLE profiles ADD COLUMN trust_level text NOT NULL DEFAULT 'new' CHECK (trust_level IN ('new', 'member', 'trusted'));
ALTER TABLE profiles ADD COLUMN trust_locked boolean NOT NULL DEFAULT false;
ALTER TABLE profiles ADD COLUMN trust_reason jsonb NOT NULL DEFAULT '{}'::jsonb;
ALTER TABLE profiles ADD COLUMN trust_computed_at timestamptz;
-- §2 A member whose first post or comment a moderator approved skips the queue from then on.
ALTER TABLE profiles ADD COLUMN review_cleared boolean NOT NULL DEFAULT false;
-- §4 Silenced by readers' spam reports: can read, not write, until a moderator decides.
ALTER TABLE profiles ADD COLUMN silenced_at timestamptz;
-- §4 Signed up from an address that made spammers: must verify e-mail or phone before writing.
ALTER TABLE profiles ADD COLUMN verify_before_writing boolean NOT NULL DEFAULT false;
-- A keyed hash of the address an account signed up from (never the address itself).
ALTER TABLE profiles ADD COLUMN signup_address text;
-- §5 When the newcomer ticked "I have read the community's rules".
ALTER TABLE profiles ADD COLUMN rules_accepted_at timestamptz;

-- Accounts from before trust levels keep what they could do: members, their queue cleared.
-- Members only (moderators are never held): a new database's one account, the guide's own
-- moderator, is not touched, so migrating a new database announces nothing (a copy to
-- PostgreSQL runs these in its own transaction and must announce nothing).
UPDATE profiles SET trust_level = 'member', review_cleared = true,
  trust_reason = '{"before":"trust levels"}'::jsonb
  WHERE role = 'member' AND created_at < now() - interval '2 days';
UPDATE profiles SET review_cleared = true
  WHERE role = 'member' AND NOT review_cleared AND EXISTS (SELECT 1 FROM posts p WHERE p.author_id = profiles.id AND p.moderation = 'active')
     OR role = 'member' AND NOT review_cleared AND EXISTS (SELECT 1 FROM comments c WHERE c.author_id = profiles.id AND c.moderation = 'active');

-- Reading, for the levels: distinct posts read, reading time, and the days with a visit.
CREATE TABLE member_reading (
  user_id text PRIMARY KEY REFERENCES "user" ("id") ON DELETE CASCADE,
  posts_read integer NOT NULL DEFAULT 0 CHECK (posts_read >= 0),
  reading_seconds integer NOT NULL DEFAULT 0 CHECK (reading_seconds >= 0),
  last_seen_at timestamptz
);
CREATE TABLE member_posts_read (
  user_id text NOT NULL REFERENCES "user" ("id") ON DELETE CASCADE,
  post_id integer NOT NULL REFERENCES posts (id) ON DELETE CASCADE,
  PRIMARY KEY (user_id, post_id)
);
CREATE TABLE member_visit_days (
  user_id text NOT NULL REFERENCES "user" ("id") ON DELETE CASCADE,
  day date NOT NULL,
  PRIMARY KEY (user_id, day)
);

-- §2 Held for a moderator: 'pending' is a moderation state, so every list, feed, search, sitemap
-- and count that shows only 'active' items leaves it out without a change.
-- `held_for`: why it waits ('first-post', 'word:<rule>', 'duplicate', 'new-member');
-- `flagged_for`: published, but in the queue for a look (a watched word's "flag").
ALTER TABLE posts DROP CONSTRAINT posts_moderation_check;
ALTER TABLE posts ADD CONSTRAINT posts_moderation_check CHECK (moderation IN ('active', 'pending', 'hidden', 'removed'));
ALTER TABLE comments DROP CONSTRAINT comments_moderation_check;
ALTER TABLE comments ADD CONSTRAINT comments_moderation_check CHECK (moderation IN ('active', 'pending', 'hidden', 'removed'));
ALTER TABLE posts ADD COLUMN held_for text;
ALTER TABLE posts ADD COLUMN held_at timestamptz;
ALTER TABLE posts ADD COLUMN flagged_for text;
ALTER TABLE comments ADD COLUMN held_for text;
ALTER TABLE comments ADD COLUMN held_at timestamptz;
ALTER TABLE comments ADD COLUMN flagged_for text;
-- §4 The text after the watched words' normalisation, hashed: the same advert twice is found.
ALTER TABLE posts ADD COLUMN fingerprint text;
ALTER TABLE comments ADD COLUMN fingerprint text;
-- A change to what a post shows or where it is listed announces itself (migration 0013).
DROP TRIGGER posts_changed ON posts;
CREATE TRIGGER posts_changed AFTER UPDATE OF
    id, author_id, anonymous, category, resolution, resolution_note, moderation, moderation_reason, title, content, tags,
    image_url, image_width, image_height, video_url, like_count, comment_count, report_count, search_text, search, created_at, updated_at,
    answer_comment_id, held_for, held_at, flagged_for, fingerprint
  ON posts FOR EACH STATEMENT EXECUTE FUNCTION announce_forum_row_change();
CREATE INDEX posts_fingerprint_idx ON posts (fingerprint, created_at) WHERE fingerprint IS NOT NULL;
CREATE INDEX comments_fingerprint_idx ON comments (fingerprint, created_at) WHERE fingerprint IS NOT NULL;
CREATE INDEX posts_held_idx ON posts (held_at) WHERE moderation = 'pending' OR flagged_for IS NOT NULL;
CREATE INDEX comments_held_idx ON comments (held_at) WHERE moderation = 'pending' OR flagged_for IS NOT NULL;

-- §4 A spam report needs no written reason; a trusted member's weighs 2.
ALTER TABLE reports DROP CONSTRAINT reports_reason_check;
ALTER TABLE reports ADD CONSTRAINT reports_reason_check
  CHECK (char_length(reason) <= 1000 AND (reason_kind = 'spam' OR char_length(btrim(reason)) >= 10));
ALTER TABLE reports ADD COLUMN weight integer NOT NULL DEFAULT 1 CHECK (weight BETWEEN 1 AND 2);

-- §3 Watched words: a word, a phrase or a link domain, with what happens to a text holding it.
-- `rule` names the rule in the refusal ("betting"), never the word.
CREATE TABLE watched_words (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('word', 'phrase', 'domain')),
  pattern text NOT NULL CHECK (char_length(btrim(pattern)) BETWEEN 1 AND 100),
  action text NOT NULL CHECK (action IN ('block', 'review', 'flag')),
  rule text NOT NULL CHECK (rule IN ('betting', 'loans', 'adult', 'scam', 'other')),
  created_by text REFERENCES "user" ("id") ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (kind, pattern)
);

-- §4 "Remove spammer": what it did, so that "undo" within 7 days restores exactly that.
CREATE TABLE spammer_removals (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id text NOT NULL REFERENCES "user" ("id") ON DELETE CASCADE,
  removed_by text NOT NULL REFERENCES "user" ("id") ON DELETE RESTRICT,
  -- The account's state before, and each item's moderation state before: {posts:[[id,state]],...}
  before jsonb NOT NULL,
  signup_address text,
  created_at timestamptz NOT NULL DEFAULT now(),
  undone_at timestamptz,
  undone_by text REFERENCES "user" ("id") ON DELETE SET NULL
);
CREATE INDEX spammer_removals_address_idx ON spammer_removals (signup_address, created_at) WHERE undone_at IS NULL;

-- E-mail addresses and phone numbers that may not sign up again (kept normalised).
CREATE TABLE blocked_identities (
  kind text NOT NULL CHECK (kind IN ('email', 'phone')),
  value text NOT NULL,
  removal_id integer REFERENCES spammer_removals (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (kind, value)
);

ALTER TABLE audit_log DROP CONSTRAINT audit_log_target_type_check;
ALTER TABLE audit_log ADD CONSTRAINT audit_log_target_type_check
  CHECK (target_type IN ('post', 'comment', 'user', 'correction', 'event', 'contact', 'guide', 'watched-word'));
