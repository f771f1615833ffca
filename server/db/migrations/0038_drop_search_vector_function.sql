-- The job search reads a job's full vector by a subquery on public.jobs instead (server/search/fulltext-sql.ts): a
-- SQL function's call cost twice the subquery's for the page's ts_rank (docs/architecture.md, "What is left at a
-- million"). Nothing else calls the function of migration 0035.
DROP FUNCTION IF EXISTS job_search_vector(uuid);
