-- Messages sent from the contact page (spec 2 §2 Contact). The earlier app only logged them;
-- here they are kept for whoever runs the site and, when SITE_CONTACT_EMAIL is set, mailed on.
CREATE TABLE contact_messages (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 100),
  email text NOT NULL CHECK (char_length(email) BETWEEN 3 AND 254),
  phone text CHECK (phone IS NULL OR char_length(phone) <= 20),
  subject text NOT NULL CHECK (char_length(subject) BETWEEN 1 AND 150),
  message text NOT NULL CHECK (char_length(message) BETWEEN 1 AND 2000),
  user_id text REFERENCES "user" ("id") ON DELETE SET NULL,
  lang text NOT NULL CHECK (lang IN ('bn', 'en')),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX contact_messages_created_idx ON contact_messages (created_at DESC);
