-- A comment counts its post's followers and writes the outbox row in one INSERT … SELECT … WHERE
-- (issue 29, notify.server.ts), which inserts no row on a post with few followers. A statement
-- trigger runs for that empty statement too: it now announces only when a row was added, so a
-- comment on a quiet post does not wake every process's delivery job for nothing.
CREATE OR REPLACE FUNCTION announce_fanout() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM added) THEN
    PERFORM pg_notify('notification_changes', '');
  END IF;
  RETURN NULL;
END $$;
DROP TRIGGER notification_fanouts_added ON notification_fanouts;
CREATE TRIGGER notification_fanouts_added AFTER INSERT ON notification_fanouts
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION announce_fanout();
