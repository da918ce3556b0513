-- Unsubscribe links that cannot be replayed (issue 29 §5): per kind, how many times the reader's
-- e-mail choice for it changed. A mail's unsubscribe link signs the number it had when it was
-- sent; once the choice changes (turned off by that link, then on again in the settings), the
-- old link no longer changes anything.
ALTER TABLE notification_settings ADD COLUMN email_versions jsonb NOT NULL DEFAULT '{}';
