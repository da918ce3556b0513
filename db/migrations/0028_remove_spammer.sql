-- Remove spammer (issue 43 §4): a member verified by a code sent to their phone may write after
-- signing up from an address that made removed spammers, as one who verified their e-mail may.
-- The session read now says whether the account has a verified number (user_phones), so the
-- table's changes are announced like the other tables a session read joins (ADR 021, 0012).
CREATE TRIGGER user_phones_session_changes AFTER INSERT OR UPDATE OR DELETE ON user_phones
  FOR EACH ROW EXECUTE FUNCTION announce_session_change('user_id');
CREATE TRIGGER user_phones_truncated AFTER TRUNCATE ON user_phones
  FOR EACH STATEMENT EXECUTE FUNCTION announce_session_change();

-- "Recent removals" on /moderation lists the last 7 days' newest first.
CREATE INDEX spammer_removals_created_idx ON spammer_removals (created_at DESC);

-- A blocked e-mail address or phone number outlives the spammer's account: deleting the account
-- (which deletes its removal) must not unblock them. Undo deletes its rows by removal_id itself.
ALTER TABLE blocked_identities DROP CONSTRAINT blocked_identities_removal_id_fkey;
ALTER TABLE blocked_identities ADD CONSTRAINT blocked_identities_removal_id_fkey
  FOREIGN KEY (removal_id) REFERENCES spammer_removals (id) ON DELETE SET NULL;
