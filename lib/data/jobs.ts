import 'server-only';
import { serverQuery } from '@/lib/data/graphql';
import { GET_JOB, SEARCH_JOBS } from '@/lib/graphql/documents/jobs';
import { buildJobSearchPayload, emptyJobSearchState, type JobSearchState } from '@/lib/search/job-search-state';
import type { Region } from '@/regions/build-region';
import { showsJob } from './page-cache-tags';

/** The job page's job (getJob; metadata and page share one run through serverQuery). Anonymous: the public view. */
export async function loadJob(region: Region, id: string) {
  const { data, error } = await serverQuery(
    { region, locale: region.DEFAULT_LOCALE, userId: null },
    { query: GET_JOB, variables: { id } },
  );
  if (error) throw error;
  const job = data?.getJob ?? null;
  if (job) await showsJob(job);
  return job;
}

/** The newest open jobs of a search a page makes on its own (no facets): an employer's jobs, similar jobs. */
async function newestJobs(region: Region, filters: JobSearchState['filters'], size: number) {
  const state: JobSearchState = { ...emptyJobSearchState(), sorting: 'recency', filters };
  const payload = buildJobSearchPayload(state, {
    language: region.DEFAULT_LOCALE,
    hideRadiusFor: region.GEO_INFO.radius.hideForLocationType,
    facets: [],
    size,
  });
  const { data, error } = await serverQuery(
    { region, locale: region.DEFAULT_LOCALE, userId: null },
    { query: SEARCH_JOBS, variables: { payload } },
  );
  if (error) throw error;
  return data!.searchJobs;
}

/** Open jobs of the same occupational field, the newest first, without the job itself. */
export async function loadSimilarJobs(
  region: Region,
  job: { id: string; occupationalFields: Array<{ tid: number }> },
  count = 5,
) {
  const found = await newestJobs(
    region,
    { occupational_field: job.occupationalFields.map((t) => String(t.tid)) },
    count + 1,
  );
  return found.jobs.filter((j) => j.id !== job.id).slice(0, count);
}

/** An employer's open jobs, the newest first (the employer page shows the first ones and links the rest). */
export function loadOrganizationJobs(region: Region, slug: string, count: number) {
  return newestJobs(region, { job_organization_name: [slug] }, count);
}
