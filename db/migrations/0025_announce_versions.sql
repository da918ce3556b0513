-- Read-your-writes for the in-memory caches on a PostgreSQL server (ADR 032). A transaction that
-- announces a change also bumps one counter as it commits, and announces the new value on
-- 'announce_version' after its other announcements.
--
-- The announce_* trigger functions now call announce() instead of pg_notify(). The first call in
-- a transaction adds a row to announce_pending, whose deferred constraint trigger runs at commit,
-- after every statement: it bumps the counter, whose row lock is then held until the commit ends.
-- The next announcing transaction bumps only after that, so the counter's order is the commit
-- order, which is the order NOTIFY delivers in. A process that has heard version N has heard every
-- announcement of every transaction up to N; a request that reads the counter (one tiny query)
-- knows whether its caches may be used yet. Announcing transactions already take turns at commit
-- (NOTIFY's queue lock), so the row lock adds no wait. A transaction that announces nothing (a
-- view counted) bumps nothing.
CREATE TABLE announce_version (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  version bigint NOT NULL
);
INSERT INTO announce_version (id, version) VALUES (true, 0);

CREATE TABLE announce_pending (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY
);

CREATE FUNCTION announce(channel text, payload text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify(channel, payload);
  IF current_setting('hg.announced', true) IS DISTINCT FROM 'yes' THEN
    PERFORM set_config('hg.announced', 'yes', true);
    INSERT INTO announce_pending DEFAULT VALUES;
  END IF;
END $$;

CREATE FUNCTION bump_announce_version() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  bumped bigint;
BEGIN
  DELETE FROM announce_pending WHERE id = NEW.id;
  UPDATE announce_version SET version = version + 1 RETURNING version INTO bumped;
  PERFORM pg_notify('announce_version', bumped::text);
  RETURN NULL;
END $$;

CREATE CONSTRAINT TRIGGER announce_version_bump AFTER INSERT ON announce_pending
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_announce_version();

-- Every announce_* function of migrations 0012-0022, with pg_notify( replaced by announce( and
-- nothing else changed. A later announcing function calls announce() itself; a test checks that
-- no other function calls pg_notify.
DO $$
DECLARE
  announcing oid;
BEGIN
  FOR announcing IN
    SELECT p.oid FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
    WHERE n.nspname = current_schema() AND p.proname LIKE 'announce\_%'
  LOOP
    EXECUTE replace(pg_get_functiondef(announcing), 'pg_notify(', 'announce(');
  END LOOP;
END $$;
