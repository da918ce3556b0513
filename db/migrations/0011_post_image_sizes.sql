-- A post's picture is stored in several widths (issue 11): its own size is kept so pages can
-- offer the widths that exist (srcset) and reserve its space (width and height) before it loads.
-- Existing pictures get their sizes and widths at the next start (backfillImageWidths).

ALTER TABLE posts ADD COLUMN image_width integer CHECK (image_width IS NULL OR image_width > 0);
ALTER TABLE posts ADD COLUMN image_height integer CHECK (image_height IS NULL OR image_height > 0);
