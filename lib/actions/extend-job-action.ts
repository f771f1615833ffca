'use server';

import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { z } from 'zod';
import { regionFromHeaders } from '@/lib/auth/request-context';
import { extendJob } from '@/lib/data/job-manager';
import { loadPageViewer } from '@/lib/data/page-viewer';
import { MANAGER_PATH } from '@/lib/job-manager/manager-query';
import { backTo, finish } from '@/lib/job-manager/manager-return';
import { extensionPath } from '@/lib/job-manager/extension-path';
import { refuseWhenReadOnly } from '@/lib/data/read-only-gate';

const confirmed = z.object({ jobId: z.guid(), charge: z.enum(['slot', 'credit']) });

/**
 * The confirmation page's form: extends (or republishes) the job for exactly the charge the page showed. When the
 * server would now take another one (a slot ran out meanwhile), nothing happens and the page asks again with the
 * new figure (docs/product-decisions.md "Extending asks first").
 */
export async function extendJobAction(form: FormData): Promise<void> {
  await refuseWhenReadOnly();
  const backValue = String(form.get('back') ?? '');
  const back = backTo(backValue);
  const region = regionFromHeaders(await headers());
  const viewer = region && (await loadPageViewer(region.id));
  if (!region || !viewer) redirect(MANAGER_PATH);
  const parsed = confirmed.safeParse({ jobId: form.get('jobId'), charge: form.get('charge') });
  if (!parsed.success) finish(back, 'failed');
  const { jobId, charge } = parsed.data;
  const result = await extendJob({ region, userId: viewer.userId }, jobId, charge);
  if (!('data' in result)) finish(back, 'failed');
  const outcome = result.data.extendJobPosting.outcome;
  if (outcome === 'charge_changed') redirect(extensionPath(jobId, backValue, true));
  finish(back, outcome === 'no_credit' ? 'noCredit' : outcome === 'needs_review' ? 'inReview' : outcome);
}
