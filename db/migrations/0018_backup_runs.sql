-- Backups the server took (nightly, or asked for with npm run backup): the admins' summary shows
-- the last one that worked and a failure since (docs/backups.md). A row without a size and
-- without an error is a nightly backup underway on PostgreSQL (one process claims the night).
CREATE TABLE backup_runs (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('nightly', 'manual')),
  started_at timestamptz NOT NULL,
  finished_at timestamptz NOT NULL DEFAULT now(),
  file text NOT NULL,
  bytes bigint,
  error text
);
CREATE INDEX backup_runs_finished ON backup_runs (finished_at DESC);
