'use server';

import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { z } from 'zod';
import { regionFromHeaders } from '@/lib/auth/request-context';
import { archiveJobs, duplicateJob, extendJob } from '@/lib/data/job-manager';
import { loadPageViewer } from '@/lib/data/page-viewer';
import { MANAGER_PATH } from '@/lib/job-manager/manager-query';

/** What the list says after an action (?meldung=…), by key of workspace.jobManager. */
export type ManagerNotice = 'duplicated' | 'extended' | 'republished' | 'inReview' | 'noCredit' | 'archived' | 'failed';

const id = z.guid();
/** One button per action and job (`duplicate:<id>`), or the bulk archive of the ticked jobs. */
const command = z.union([
  z.tuple([z.enum(['duplicate', 'extend', 'archive']), id]),
  z.tuple([z.literal('bulk-archive')]),
]);

/** The list address to go back to: only the job manager's own. */
function backTo(form: FormData): URL {
  const back = String(form.get('back') ?? '');
  const url = new URL(back.startsWith(`${MANAGER_PATH}`) && !back.startsWith('//') ? back : MANAGER_PATH, 'http://x');
  url.searchParams.delete('meldung');
  url.searchParams.delete('anzahl');
  return url;
}

function finish(back: URL, notice: ManagerNotice, count?: number): never {
  back.searchParams.set('meldung', notice);
  if (count !== undefined) back.searchParams.set('anzahl', String(count));
  // The notice is announced where the page starts its list.
  redirect(`${back.pathname}${back.search}#meldung`);
}

/**
 * The job manager's one form (works without JavaScript): duplicate, extend or republish, archive one job, or
 * archive the ticked ones. Each goes through the API as the signed-in user, which checks the organization and
 * records the change; the list comes back with a notice.
 */
export async function jobManagerAction(form: FormData): Promise<void> {
  const back = backTo(form);
  const region = regionFromHeaders(await headers());
  const viewer = region && (await loadPageViewer(region.id));
  if (!region || !viewer) redirect(MANAGER_PATH);
  const parsed = command.safeParse(String(form.get('action') ?? '').split(':'));
  if (!parsed.success) finish(back, 'failed');
  const asker = { region, userId: viewer.userId };
  const [action, jobId] = parsed.data;
  if (action === 'duplicate') {
    const result = await duplicateJob(asker, jobId);
    finish(back, 'data' in result ? 'duplicated' : 'failed');
  }
  if (action === 'extend') {
    const result = await extendJob(asker, jobId);
    if (!('data' in result)) finish(back, 'failed');
    const outcome = result.data.extendJobPosting.outcome;
    finish(back, outcome === 'no_credit' ? 'noCredit' : outcome === 'needs_review' ? 'inReview' : outcome);
  }
  const ids =
    action === 'archive'
      ? [jobId]
      : form
          .getAll('ids')
          .map(String)
          .filter((v) => id.safeParse(v).success);
  if (ids.length === 0) finish(back, 'archived', 0);
  const result = await archiveJobs(asker, ids.slice(0, 100));
  if (!('data' in result)) finish(back, 'failed');
  finish(back, 'archived', result.data.archiveJobPostings.archived.length);
}
