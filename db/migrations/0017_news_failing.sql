-- News that says when it is failing (issue 30 §4, docs/news.md): since when a source's checks have
-- failed without a success between, cleared by its next success. /news says "could not be fetched
-- since <time>" when every source is failing, and /moderation tells admins of a source failing
-- for 24 hours.
ALTER TABLE news_sources ADD COLUMN failing_since timestamptz;
UPDATE news_sources SET failing_since = COALESCE(last_success_at, last_checked_at) WHERE consecutive_errors > 0;

-- The news status is kept in memory like the stories (migration 0014): a source's check announces it.
CREATE TRIGGER news_sources_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON news_sources
  FOR EACH STATEMENT EXECUTE FUNCTION announce_news_change();
