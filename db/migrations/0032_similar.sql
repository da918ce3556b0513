-- "This may already be answered" (issue 44 §5, docs/forum.md): a title being typed is
-- compared with the titles of visible posts by trigram word similarity, so a typo still finds
-- the question. Over the posts' whole text (posts_search_trgm_idx) that comparison cost seconds
-- when the planner read every post; titles are short, and this index finds them.
CREATE INDEX posts_title_trgm_idx ON posts USING gin (lower(title) gin_trgm_ops) WHERE moderation = 'active';
