-- A code by SMS (issue 34, ADR 030): a member's verified mobile number, and the codes sent.

-- One verified number per account, and one account per number. Stored as E.164 (+8801XXXXXXXXX).
-- Never shown to anyone but its owner.
CREATE TABLE user_phones (
  user_id text PRIMARY KEY REFERENCES "user" ("id") ON DELETE CASCADE,
  phone text NOT NULL UNIQUE,
  verified_at timestamptz NOT NULL DEFAULT now()
);

-- A code sent and not yet used: only its HMAC (with the server's secret) is kept. Valid five
-- minutes and five tries; taking it deletes it (DELETE ... RETURNING), so two requests racing with
-- the same code cannot both use it. A sign-up keeps the name given until the code confirms it:
-- no user row exists before.
CREATE TABLE sms_codes (
  id text PRIMARY KEY,
  phone text NOT NULL,
  purpose text NOT NULL CHECK (purpose IN ('sign-in', 'sign-up', 'add-phone', 'reset')),
  code_hash text NOT NULL,
  user_id text REFERENCES "user" ("id") ON DELETE CASCADE,
  name text,
  lang text NOT NULL DEFAULT 'bn',
  tries integer NOT NULL DEFAULT 0,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sms_codes_phone ON sms_codes (phone);
CREATE INDEX sms_codes_expiry ON sms_codes (expires_at);
