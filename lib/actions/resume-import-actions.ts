'use server';

import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { regionFromHeaders } from '@/lib/auth/request-context';
import type { ConfirmedImport } from '@/lib/data/resume-import';
import { loadPageViewer } from '@/lib/data/page-viewer';
import type { ReviewState } from '@/lib/resume-import/import-state';
import { validateReview } from '@/lib/resume-import/review-validation';
import { readReviewForm } from '@/lib/resume-import/review-values';
import { cleanLink } from '@/lib/routing/links';
import type { Region } from '@/regions/build-region';
import messages from '@/messages/de.json';

const t = messages.resumeImport;

/** The wizard's step after the import (§2 /lebenslauf/wizard/job-preferences). */
const NEXT_STEP = 'internal:/resume/wizard/job-preferences';

/** The site of the request (the proxy's header) and the signed-in user of its session cookie. */
async function audience() {
  const region = regionFromHeaders(await headers());
  const viewer = region ? await loadPageViewer(region.id) : null;
  return region && viewer ? { region, userId: viewer.userId } : null;
}

/**
 * THE SEAM of issue 16 (the one temporary seam the brief allows): saves the confirmed fields into the
 * caller's resume through the resume track's save path, which is not on this branch. The integrator replaces
 * this body with that call (the fields are already in the resume's shapes); until then it saves nothing
 * and says so, and the review keeps everything typed.
 */
async function saveConfirmedImport(
  who: { region: Region; userId: string },
  confirmed: ConfirmedImport,
): Promise<{ ok: true } | { ok: false; message: string }> {
  void who;
  void confirmed;
  return { ok: false, message: t.errors.saveUnavailable };
}

/**
 * The review form's action (a plain form: it works without JavaScript): checks the confirmed fields, saves
 * them and goes on to the wizard's next step; with problems, the form comes back with everything typed.
 */
export async function confirmResumeImportAction(previous: ReviewState, form: FormData): Promise<ReviewState> {
  const values = readReviewForm(form);
  const version = previous.version + 1;
  const who = await audience();
  if (!who) return { version, values, errors: {}, general: t.errors.signedOut };
  const checked = validateReview(values);
  if (!checked.ok) return { version, values, errors: checked.errors, general: t.review.problems };
  const saved = await saveConfirmedImport(who, checked.confirmed);
  if (!saved.ok) return { version, values, errors: {}, general: saved.message };
  redirect(cleanLink(NEXT_STEP, who.region));
}
