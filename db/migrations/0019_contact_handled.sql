-- The contact form's messages for admins (issue 32 §4, /moderation/contact): whether someone has
-- handled a message, who and when. Marking one handled (or not) is an admin's action, written to
-- the audit log like every moderator action.
ALTER TABLE contact_messages
  ADD COLUMN handled_at timestamptz,
  -- The admin who handled it; kept as "handled" (handled_at) if their account is later deleted.
  ADD COLUMN handled_by text REFERENCES "user" ("id") ON DELETE SET NULL,
  ADD CONSTRAINT contact_messages_handled_by_when CHECK (handled_by IS NULL OR handled_at IS NOT NULL);

-- The list is newest first, paged by (created_at, id); by default only the unhandled ones.
DROP INDEX contact_messages_created_idx;
CREATE INDEX contact_messages_created_idx ON contact_messages (created_at DESC, id DESC);
CREATE INDEX contact_messages_unhandled_idx ON contact_messages (created_at DESC, id DESC) WHERE handled_at IS NULL;

-- The audit log names a contact message as its target. The allowed kinds are read from the
-- constraint as it stands and 'contact' added, so a kind an earlier migration added is kept.
DO $$
DECLARE
  kinds text[];
BEGIN
  SELECT array_agg(m[1]) INTO kinds
  FROM pg_constraint c, regexp_matches(pg_get_constraintdef(c.oid), '''([^'']+)''', 'g') AS m
  WHERE c.conname = 'audit_log_target_type_check' AND c.conrelid = 'audit_log'::regclass;
  IF kinds IS NULL OR NOT ('contact' = ANY (kinds)) THEN
    ALTER TABLE audit_log DROP CONSTRAINT IF EXISTS audit_log_target_type_check;
    kinds := COALESCE(kinds, ARRAY['post', 'comment', 'user', 'correction', 'event']) || 'contact'::text;
    EXECUTE format('ALTER TABLE audit_log ADD CONSTRAINT audit_log_target_type_check CHECK (target_type IN (%s))',
      (SELECT string_agg(quote_literal(kind), ', ') FROM unnest(kinds) AS kind));
  END IF;
END $$;
