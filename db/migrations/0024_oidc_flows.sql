-- Sign-in with Google or another OpenID Connect provider (issue 34 §3, ADR 031). A flow started
-- on our site waits here for the provider's answer, ten minutes at most: its state (the row's id,
-- also in the browser's cookie), the nonce the ID token must carry and the PKCE verifier. The
-- callback takes the row with DELETE … RETURNING: a replayed callback finds none.
-- The link itself (issuer + subject) is a row of better-auth's "account" table.
CREATE TABLE oidc_flows (
  id text PRIMARY KEY,
  nonce text NOT NULL,
  code_verifier text NOT NULL,
  -- 'sign-in' (anyone), or 'connect' (a signed-in member linking the provider to user_id).
  purpose text NOT NULL CHECK (purpose IN ('sign-in', 'connect')),
  user_id text REFERENCES "user" ("id") ON DELETE CASCADE,
  -- Where the reader goes afterwards: a path on this site, and the language of its pages.
  redirect_to text NOT NULL DEFAULT '/',
  lang text NOT NULL DEFAULT 'bn',
  expires_at timestamptz NOT NULL
);
CREATE INDEX oidc_flows_expiry ON oidc_flows (expires_at);
-- One account per provider subject.
CREATE UNIQUE INDEX IF NOT EXISTS account_provider_subject ON "account" ("providerId", "accountId") WHERE "providerId" LIKE 'oidc:%';
