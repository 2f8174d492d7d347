-- Library search speed (issue 10): the full-text index takes new items straight in rather than
-- through GIN's pending list. A pending list is read in full by every search until a VACUUM
-- merges it, and PGlite (the embedded default) has no autovacuum: 10,000 freshly inserted items
-- made each search 4x slower. Library items are written rarely (by content managers), searched
-- constantly. Anything already pending is merged now.
ALTER INDEX contents_search_idx SET (fastupdate = off);
SELECT gin_clean_pending_list('contents_search_idx'::regclass);
