-- btree_gin lets one GIN index hold the site beside the search vector (jobs_region_search_idx, next migration):
-- a word's matches are narrowed to the site inside the index (docs/architecture.md, "A million jobs"). Part of
-- PostgreSQL's contrib modules (Debian's postgresql package has them); PGlite loads it in server/db/pglite-options.ts.
CREATE EXTENSION IF NOT EXISTS btree_gin;
