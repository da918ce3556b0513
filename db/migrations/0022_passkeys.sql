-- Passkeys (issue 34, ADR 029): WebAuthn credentials a member adds on their profile page and
-- signs in with. The public key only: the private key never leaves the member's phone.
CREATE TABLE passkeys (
  id text PRIMARY KEY,
  user_id text NOT NULL REFERENCES "user" ("id") ON DELETE CASCADE,
  name text NOT NULL,
  -- The credential's id as the browser gives it (base64url), unique across the site.
  credential_id text NOT NULL UNIQUE,
  public_key bytea NOT NULL,
  -- The authenticator's signature counter: a sign-in must show a larger one (0 for those that keep none).
  counter bigint NOT NULL DEFAULT 0,
  transports text NOT NULL DEFAULT '',
  device_type text NOT NULL,
  backed_up boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz
);
CREATE INDEX passkeys_user ON passkeys (user_id);

-- A challenge works once and for five minutes: taking it deletes it, so a replayed answer finds none.
CREATE TABLE passkey_challenges (
  id text PRIMARY KEY,
  challenge text NOT NULL,
  purpose text NOT NULL CHECK (purpose IN ('register', 'sign-in')),
  user_id text REFERENCES "user" ("id") ON DELETE CASCADE,
  expires_at timestamptz NOT NULL
);
CREATE INDEX passkey_challenges_expiry ON passkey_challenges (expires_at);

-- Sessions made by a passkey sign-in: they count as two-step sign-in (ADR 029). Read with the
-- session, so its changes are announced like the other tables a session read joins (ADR 021).
CREATE TABLE session_passkey (
  session_token text PRIMARY KEY REFERENCES "session" ("token") ON DELETE CASCADE,
  user_id text NOT NULL REFERENCES "user" ("id") ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE TRIGGER session_passkey_changes AFTER INSERT OR UPDATE OR DELETE ON session_passkey
  FOR EACH ROW EXECUTE FUNCTION announce_session_change('user_id');
CREATE TRIGGER session_passkey_truncated AFTER TRUNCATE ON session_passkey
  FOR EACH STATEMENT EXECUTE FUNCTION announce_session_change();
