'use server';

import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { regionFromHeaders } from '@/lib/auth/request-context';
import type { ConfirmedImport } from '@/lib/data/resume-import';
import { loadPageViewer } from '@/lib/data/page-viewer';
import { saveImportedSections } from '@/lib/data/resume-import-save';
import type { ReviewState } from '@/lib/resume-import/import-state';
import { validateReview } from '@/lib/resume-import/review-validation';
import { readReviewForm } from '@/lib/resume-import/review-values';
import { cleanLink } from '@/lib/routing/links';
import type { Region } from '@/regions/build-region';
import messages from '@/messages/de.json';
import { refuseWhenReadOnly } from '@/lib/data/read-only-gate';

const t = messages.resumeImport;

/** The wizard's step after the import (docs/product.md §2 /lebenslauf/wizard/job-preferences). */
const NEXT_STEP = 'internal:/resume/wizard/job-preferences';

/** The site of the request (the proxy's header) and the signed-in user of its session cookie. */
async function audience() {
  const region = regionFromHeaders(await headers());
  const viewer = region ? await loadPageViewer(region.id) : null;
  return region && viewer ? { region, userId: viewer.userId } : null;
}

/** Review field of a resume problem: the personal fields are the review's own; the rest is said above the form. */
const REVIEW_FIELDS: Record<string, string> = {
  'personalInfo.homeLocation': 'personal.homeLocationText',
  'personalInfo.firstName': 'personal.firstName',
  'personalInfo.lastName': 'personal.lastName',
  'personalInfo.phone': 'personal.phone',
  'personalInfo.birthday': 'personal.birthday',
};

/** Saves the confirmed fields into the caller's resume through the resume's own checks. */
async function saveConfirmedImport(
  who: { region: Region; userId: string },
  confirmed: ConfirmedImport,
): Promise<{ ok: true } | { ok: false; errors: Record<string, string>; message: string }> {
  const problems = await saveImportedSections(who, confirmed);
  if (!problems.length) return { ok: true };
  const errors = Object.fromEntries(
    problems.filter((p) => REVIEW_FIELDS[p.field]).map((p) => [REVIEW_FIELDS[p.field], p.message]),
  );
  const general = problems.find((p) => !REVIEW_FIELDS[p.field]);
  return { ok: false, errors, message: general?.message ?? t.review.problems };
}

/**
 * The review form's action (a plain form: it works without JavaScript): checks the confirmed fields, saves
 * them and goes on to the wizard's next step; with problems, the form comes back with everything typed.
 */
export async function confirmResumeImportAction(previous: ReviewState, form: FormData): Promise<ReviewState> {
  await refuseWhenReadOnly();
  const values = readReviewForm(form);
  const version = previous.version + 1;
  const who = await audience();
  if (!who) return { version, values, errors: {}, general: t.errors.signedOut };
  const checked = validateReview(values);
  if (!checked.ok) return { version, values, errors: checked.errors, general: t.review.problems };
  const saved = await saveConfirmedImport(who, checked.confirmed);
  if (!saved.ok) return { version, values, errors: saved.errors, general: saved.message };
  redirect(cleanLink(NEXT_STEP, who.region));
}
