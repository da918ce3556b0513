-- The latest stories are kept in memory (app/features/news/queries.server.ts) until the database
-- announces a change to them on 'news_rows', at commit (ADR 022).
CREATE FUNCTION announce_news_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('news_rows', '*');
  RETURN NULL;
END $$;

CREATE TRIGGER news_items_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON news_items
  FOR EACH STATEMENT EXECUTE FUNCTION announce_news_change();
