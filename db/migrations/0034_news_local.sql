-- A story about the guide's own place is 'local' on every pack (issue 45): the value named the
-- first place. `?region=hathazari` keeps working as an alias in app/routes/news.tsx.
ALTER TABLE news_items DROP CONSTRAINT IF EXISTS news_items_region_check;
-- Only where there is something to rename: an update, even of no row, announces a change to the
-- news (0014's statement trigger), and a table with pending trigger events cannot be altered in
-- the same transaction (as when every migration runs in one, npm run db:to-postgres).
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM news_items WHERE region = 'hathazari') THEN
    UPDATE news_items SET region = 'local' WHERE region = 'hathazari';
    SET CONSTRAINTS ALL IMMEDIATE;
  END IF;
END $$;
ALTER TABLE news_items ADD CONSTRAINT news_items_region_check CHECK (region IN ('local', 'region'));
