-- Mentions (issue 44 §1, docs/forum.md "Mentions"): finding members by the name written after "@".
--
-- A name is compared by its key: invisible characters (format characters such as the zero-width
-- space and joiners, soft hyphen, bidi marks, variation selectors, blank fillers) removed, every
-- run of spaces made one space, trimmed, and the Latin letters A-Z made lower case. The same key
-- is made in the browser and the server (app/lib/mentions/text.ts: keep the two in step).
-- Nothing here depends on the database's locale: lower() and \s would fold other letters and
-- spaces under C.UTF-8 than under C (the embedded database), and a member found on one and not
-- on the other would be a bug no test on one of them shows.
CREATE FUNCTION mention_key(name text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT translate(
    btrim(regexp_replace(
      regexp_replace(name, '[\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180b-\u180f\u200b-\u200f\u202a-\u202e\u2060-\u206f\u3164\ufe00-\ufe0f\ufeff\uffa0\ufff9-\ufffb\u0600-\u0605\u06dd\u070f\u0890\u0891\u08e2\U000e0001\U000e0020-\U000e007f\U000e0100-\U000e01ef]', '', 'g'),
      '[\t\n\u000b\f\r \u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]+', ' ', 'g'), ' '),
    'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'abcdefghijklmnopqrstuvwxyz')
$$;

-- "@Name" resolved to the members of exactly that name, and the composer's suggestions by the
-- start of a name: one index for both (text_pattern_ops serves `LIKE 'rah%'` in any locale).
CREATE INDEX profiles_mention_key_idx ON profiles (mention_key(name) text_pattern_ops);
-- Suggestions by the start of a later word ("rahim" finds "Abdur Rahim"): trigrams.
CREATE INDEX profiles_mention_key_trgm_idx ON profiles USING gin (mention_key(name) gin_trgm_ops);

-- Migration 0030's index on lower(name) served the same purpose; the key above replaces it.
DROP INDEX IF EXISTS profiles_name_prefix_idx;

-- Whether a member was already told of a mention in a post or comment: an edit tells only those
-- it adds, and a comment's author and followers told of it by a mention are not told again.
CREATE INDEX notifications_mention_idx ON notifications (post_id, comment_id, user_id) WHERE kind = 'mention';
