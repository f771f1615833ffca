'use server';

import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { regionFromHeaders } from '@/lib/auth/request-context';
import { loadPageViewer } from '@/lib/data/page-viewer';
import { confirmErasure, deleteKeptFile, requestErasure } from '@/lib/data/privacy';
import { DATA_PATH, dataNoticeHref, ERASED_PATH, erasureLinkHref } from '@/lib/data/privacy-paths';
import { refuseWhenReadOnly } from '@/lib/data/read-only-gate';

/** The site of the request (the proxy's header) and the signed-in user of its session cookie, if any. */
async function audience() {
  const region = regionFromHeaders(await headers());
  if (!region) return null;
  const viewer = await loadPageViewer(region.id);
  return { region, userId: viewer?.userId ?? null };
}

/** "Löschung per E-Mail bestätigen" on /user/daten: a plain form, answered by the page with a notice. */
export async function requestErasureAction(): Promise<void> {
  await refuseWhenReadOnly();
  const who = await audience();
  if (!who?.userId) redirect(DATA_PATH);
  redirect(dataNoticeHref(await requestErasure(who)));
}

/** "Endgültig löschen" of a kept file on /user/daten: a plain form, answered by the page's files with a notice. */
export async function deleteKeptFileAction(form: FormData): Promise<void> {
  await refuseWhenReadOnly();
  const who = await audience();
  if (!who?.userId) redirect(DATA_PATH);
  redirect(dataNoticeHref(await deleteKeptFile(who, String(form.get('id') ?? ''))));
}

/**
 * The button on the mailed link's page: only this POST erases (mail scanners only open links). When this
 * browser was signed in to the erased account, the sign-out page ends its session first; another account
 * signed in here stays signed in.
 */
export async function confirmErasureAction(form: FormData): Promise<void> {
  await refuseWhenReadOnly();
  const token = String(form.get('token') ?? '').slice(0, 200);
  const who = await audience();
  const outcome = who ? await confirmErasure(who, token) : 'UNKNOWN';
  if (!who || outcome !== 'ERASED') redirect(erasureLinkHref(token));
  const signedInHere = who.userId !== null && (await loadPageViewer(who.region.id)) === null;
  redirect(signedInHere ? `/user/logout?callbackUrl=${encodeURIComponent(ERASED_PATH)}` : ERASED_PATH);
}
