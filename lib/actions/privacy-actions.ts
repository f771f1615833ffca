'use server';

import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { regionFromHeaders } from '@/lib/auth/request-context';
import { loadPageViewer } from '@/lib/data/page-viewer';
import { confirmErasure, requestErasure } from '@/lib/data/privacy';
import { DATA_PATH, dataNoticeHref, ERASED_PATH, erasureLinkHref } from '@/lib/data/privacy-paths';

/** "Löschung per E-Mail bestätigen" on /user/daten: a plain form, answered by the page with a notice. */
export async function requestErasureAction(): Promise<void> {
  const region = regionFromHeaders(await headers());
  const viewer = region ? await loadPageViewer(region.id) : null;
  if (!region || !viewer) redirect(DATA_PATH);
  const outcome = await requestErasure({ regionId: region.id, userId: viewer.userId });
  redirect(dataNoticeHref(outcome === 'not-found' ? 'failed' : outcome));
}

/**
 * The button on the mailed link's page: only this POST erases (mail scanners only open links). Afterwards
 * the browser's session is ended by the sign-out page, which then shows that the account is gone.
 */
export async function confirmErasureAction(form: FormData): Promise<void> {
  const token = String(form.get('token') ?? '');
  const outcome = await confirmErasure(token);
  if (outcome !== 'erased') redirect(erasureLinkHref(token));
  redirect(`/user/logout?callbackUrl=${encodeURIComponent(ERASED_PATH)}`);
}
