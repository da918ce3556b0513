-- Two-step sign-in (issue 10): a code from an authenticator app after the password, required of
-- moderators and admins, open to every member. docs/decisions/016-two-factor.md.

-- An authenticator app's secret (encrypted); enabled_at is null until the first code confirmed
-- it. last_step is the 30-second step of the last code accepted: a code works once.
CREATE TABLE two_factor (
  user_id text PRIMARY KEY REFERENCES "user" ("id") ON DELETE CASCADE,
  secret text NOT NULL,
  enabled_at timestamptz,
  last_step integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- One-time backup codes, kept as keyed hashes.
CREATE TABLE two_factor_backup_codes (
  id serial PRIMARY KEY,
  user_id text NOT NULL REFERENCES "user" ("id") ON DELETE CASCADE,
  code_hash text NOT NULL,
  used_at timestamptz
);
CREATE INDEX two_factor_backup_codes_user_idx ON two_factor_backup_codes (user_id);

-- "Trust this device for 30 days": a random token in a cookie, its hash here.
CREATE TABLE two_factor_trusted_devices (
  token_hash text PRIMARY KEY,
  user_id text NOT NULL REFERENCES "user" ("id") ON DELETE CASCADE,
  expires_at timestamptz NOT NULL
);
CREATE INDEX two_factor_trusted_devices_user_idx ON two_factor_trusted_devices (user_id);

-- A session made by a correct password that still waits for the second step: it signs no one
-- in until the code is given (or it is deleted at sign-out).
CREATE TABLE session_pending_second_factor (
  session_token text PRIMARY KEY REFERENCES "session" ("token") ON DELETE CASCADE,
  user_id text NOT NULL REFERENCES "user" ("id") ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now()
);
