-- The admins' error log (issue 46 §2, /moderation/errors, docs/operations.md "The error log"):
-- the server's warnings and errors, one row each, as the logger wrote them (scrubbed of secrets
-- and addresses first: app/lib/error-log/scrub.ts). Bounded: the writer keeps the newest 10,000
-- rows and none older than 14 days, deleting by the primary key and by time, both indexed.
CREATE TABLE error_log (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  at timestamptz NOT NULL,
  level text NOT NULL CHECK (level IN ('warn', 'error', 'fatal')),
  -- The same message (numbers aside) at the same place: one group on the page.
  group_key text NOT NULL,
  message text NOT NULL,
  -- The error's name and message, if one was logged.
  error text,
  -- The stack's top frame (or, for a warning without an error, the line that logged it).
  place text NOT NULL,
  stack text,
  -- The request it happened in, if any: never its address or query, only the route's pattern.
  method text,
  route text,
  status smallint,
  lang text CHECK (lang IN ('bn', 'en')),
  signed_in boolean
);
CREATE INDEX error_log_group_idx ON error_log (group_key, at);
CREATE INDEX error_log_at_idx ON error_log (at);

-- A group an admin marked resolved: hidden while nothing of it happened after resolved_at.
CREATE TABLE error_log_resolved (
  group_key text PRIMARY KEY,
  resolved_at timestamptz NOT NULL,
  resolved_by text REFERENCES "user" ("id") ON DELETE SET NULL
);

-- Resolving and reopening are written to the audit log, target 'error' (the group's key). The
-- allowed kinds are read from the constraint as it stands and 'error' added (as 0019 does).
DO $$
DECLARE
  kinds text[];
BEGIN
  SELECT array_agg(m[1]) INTO kinds
  FROM pg_constraint c, regexp_matches(pg_get_constraintdef(c.oid), '''([^'']+)''', 'g') AS m
  WHERE c.conname = 'audit_log_target_type_check' AND c.conrelid = 'audit_log'::regclass;
  IF kinds IS NULL OR NOT ('error' = ANY (kinds)) THEN
    ALTER TABLE audit_log DROP CONSTRAINT IF EXISTS audit_log_target_type_check;
    kinds := COALESCE(kinds, ARRAY['post', 'comment', 'user', 'correction', 'event', 'contact', 'guide', 'watched-word']) || 'error'::text;
    EXECUTE format('ALTER TABLE audit_log ADD CONSTRAINT audit_log_target_type_check CHECK (target_type IN (%s))',
      (SELECT string_agg(quote_literal(kind), ', ') FROM unnest(kinds) AS kind));
  END IF;
END $$;
