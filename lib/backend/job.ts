import 'server-only';
import { serverQuery } from '@/lib/apollo/server-client';
import { GET_JOB, SEARCH_JOBS } from '@/lib/graphql/documents/jobs';
import type { Region } from '@/regions/build-region';

/** The job page's job (getJob; metadata and page share one run through serverQuery). Anonymous: the public view. */
export async function loadJob(region: Region, id: string) {
  const { data, error } = await serverQuery({ region, locale: region.DEFAULT_LOCALE, userId: null }, { query: GET_JOB, variables: { id } });
  if (error) throw error;
  return data?.getJob ?? null;
}

/** Open jobs of the same occupational field, the newest first, without the job itself. */
export async function loadSimilarJobs(region: Region, job: { id: string; occupationalFields: Array<{ tid: number }> }, count = 5) {
  const fields = job.occupationalFields.map((t) => ({ name: 'occupational_field', operator: '=', value: String(t.tid) }));
  const { data, error } = await serverQuery({ region, locale: region.DEFAULT_LOCALE, userId: null }, {
    query: SEARCH_JOBS,
    variables: {
      payload: {
        language: region.DEFAULT_LOCALE,
        condition_group: fields.length ? { conjunction: 'AND', groups: [{ conjunction: 'OR', conditions: fields }] } : null,
        range: { first: 0, last: count + 1 },
        sorts: [{ field: 'field_job_publishing_date', value: 'desc' }],
      },
    },
  });
  if (error) throw error;
  return (data?.searchJobs.jobs ?? []).filter((j) => j.id !== job.id).slice(0, count);
}
