'use server';

import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { z } from 'zod';
import { regionFromHeaders } from '@/lib/auth/request-context';
import { archiveJobs, duplicateJob } from '@/lib/data/job-manager';
import { loadPageViewer } from '@/lib/data/page-viewer';
import { MANAGER_PATH } from '@/lib/job-manager/manager-query';
import { backTo, finish } from '@/lib/job-manager/manager-return';
import { refuseWhenReadOnly } from '@/lib/data/read-only-gate';

const id = z.guid();
/**
 * One button per action and job (`duplicate:<id>`), or the bulk archive of the ticked jobs. Extending is not
 * among them: it charges, so it goes through its confirmation page (extendJobAction).
 */
const command = z.union([z.tuple([z.enum(['duplicate', 'archive']), id]), z.tuple([z.literal('bulk-archive')])]);

/**
 * The job manager's one form (works without JavaScript): duplicate or archive one job, or
 * archive the ticked ones. Each goes through the API as the signed-in user, which checks the organization and
 * records the change; the list comes back with a notice.
 */
export async function jobManagerAction(form: FormData): Promise<void> {
  await refuseWhenReadOnly();
  const back = backTo(String(form.get('back') ?? ''));
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
