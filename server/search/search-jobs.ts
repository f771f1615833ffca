import type { Db } from '../db/client';
import type { JobSearchQuery, JobSearchResponse } from './job-search-query';
import { searchJobsInPostgres } from './postgres-job-search';

/**
 * The one entry to job search. Today the engine is the database itself (PostgreSQL or PGlite); an
 * OpenSearch adapter answering the same query would plug in here.
 */
export function searchJobs(db: Db, query: JobSearchQuery): Promise<JobSearchResponse> {
  return searchJobsInPostgres(db, query);
}
