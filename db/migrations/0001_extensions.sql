-- Trigram matching for partial words and small typos in search (forum, Bengali included).
-- pg_trgm is a trusted extension from PostgreSQL 13, so the database owner may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
