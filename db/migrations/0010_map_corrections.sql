-- Corrections to the map's places (issue 14, docs/content.md): a reader suggests a moved pin
-- (field 'location' on a point of content/geo) or a new place (a 'listing' of the 'mapPoints'
-- collection); a moderator's accepted version is an override the "near you" lists apply at once.

ALTER TABLE content_suggestions DROP CONSTRAINT content_suggestions_field_check;
ALTER TABLE content_suggestions ADD CONSTRAINT content_suggestions_field_check
  CHECK (field IS NULL OR field IN ('name', 'address', 'phone', 'details', 'location'));

ALTER TABLE content_overrides DROP CONSTRAINT content_overrides_field_check;
ALTER TABLE content_overrides ADD CONSTRAINT content_overrides_field_check
  CHECK (field IN ('name', 'address', 'phone', 'details', 'record', 'location'));
