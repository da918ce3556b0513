-- A story about the guide's own place is 'local' on every pack (issue 45): the value named the
-- first place. `?region=hathazari` keeps working as an alias in app/routes/news.tsx.
ALTER TABLE news_items DROP CONSTRAINT IF EXISTS news_items_region_check;
UPDATE news_items SET region = 'local' WHERE region = 'hathazari';
ALTER TABLE news_items ADD CONSTRAINT news_items_region_check CHECK (region IN ('local', 'region'));
