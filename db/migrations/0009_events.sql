-- Events with dates, RSVPs, reminders and calendar feeds (issue 15, ADR 015, docs/events.md).
-- The guide's events are annual and their sources give months, not dates. A moderator adds a
-- dated occurrence (an "event date") with the source that announced it; RSVPs, reminders and
-- calendar files belong to that date.

CREATE TABLE event_dates (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- The content pack's event id (content/hathazari/events.ts).
  event_id text NOT NULL CHECK (event_id ~ '^[a-z0-9-]+$'),
  starts_at timestamptz NOT NULL,
  ends_at timestamptz CHECK (ends_at IS NULL OR ends_at > starts_at),
  capacity integer CHECK (capacity IS NULL OR capacity BETWEEN 1 AND 100000),
  -- Counters change in the same transaction as the RSVP that changes them (ARCHITECTURE.md);
  -- the date's row is locked by every RSVP, so capacity can never be passed.
  going_count integer NOT NULL DEFAULT 0 CHECK (going_count >= 0),
  interested_count integer NOT NULL DEFAULT 0 CHECK (interested_count >= 0),
  CHECK (capacity IS NULL OR going_count <= capacity),
  source_url text NOT NULL CHECK (source_url ~ '^https?://' AND char_length(source_url) <= 500),
  status text NOT NULL DEFAULT 'confirmed' CHECK (status IN ('confirmed', 'cancelled')),
  -- iCalendar SEQUENCE: raised on every change, so calendar apps replace their copy.
  sequence integer NOT NULL DEFAULT 0,
  created_by text REFERENCES "user" ("id") ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX event_dates_event_idx ON event_dates (event_id, starts_at);
CREATE INDEX event_dates_starts_idx ON event_dates (starts_at);

-- One answer per person per date.
CREATE TABLE event_rsvps (
  event_date_id integer NOT NULL REFERENCES event_dates (id) ON DELETE CASCADE,
  user_id text NOT NULL REFERENCES "user" ("id") ON DELETE CASCADE,
  status text NOT NULL CHECK (status IN ('going', 'interested', 'not_going')),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (event_date_id, user_id)
);
CREATE INDEX event_rsvps_user_idx ON event_rsvps (user_id);

-- "Remind me": 1 day and/or 1 hour before, by Web Push to the reader's devices and, if chosen,
-- by e-mail. sent_at is set when the reminder job claims it (once, whichever process runs it).
CREATE TABLE event_reminders (
  event_date_id integer NOT NULL REFERENCES event_dates (id) ON DELETE CASCADE,
  user_id text NOT NULL REFERENCES "user" ("id") ON DELETE CASCADE,
  minutes_before integer NOT NULL CHECK (minutes_before IN (60, 1440)),
  by_email boolean NOT NULL DEFAULT false,
  lang text NOT NULL CHECK (lang IN ('bn', 'en')),
  sent_at timestamptz,
  PRIMARY KEY (event_date_id, user_id, minutes_before)
);
CREATE INDEX event_reminders_unsent_idx ON event_reminders (event_date_id) WHERE sent_at IS NULL;

-- A browser's push subscription (Web Push), in the language its reader used when subscribing.
CREATE TABLE push_subscriptions (
  endpoint text PRIMARY KEY CHECK (char_length(endpoint) <= 1000),
  user_id text NOT NULL REFERENCES "user" ("id") ON DELETE CASCADE,
  p256dh text NOT NULL CHECK (char_length(p256dh) <= 200),
  auth text NOT NULL CHECK (char_length(auth) <= 100),
  lang text NOT NULL CHECK (lang IN ('bn', 'en')),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX push_subscriptions_user_idx ON push_subscriptions (user_id);

-- "My events" as a calendar feed: calendar apps send no cookie, so the address carries a
-- random token (read-only; the reader can replace it, which stops the old address).
CREATE TABLE calendar_feeds (
  user_id text PRIMARY KEY REFERENCES "user" ("id") ON DELETE CASCADE,
  token text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now()
);

ALTER TABLE audit_log DROP CONSTRAINT audit_log_target_type_check;
ALTER TABLE audit_log ADD CONSTRAINT audit_log_target_type_check
  CHECK (target_type IN ('post', 'comment', 'user', 'correction', 'event'));
