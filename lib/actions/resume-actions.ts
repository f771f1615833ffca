'use server';

import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { regionFromHeaders } from '@/lib/auth/request-context';
import { loadPageViewer } from '@/lib/data/page-viewer';
import { z } from 'zod';
import { completeResumeWizard, saveResumeSection, setResumeVisibility, type ResumeProblem } from '@/lib/data/resume';
import { blockCompany, setCurrentEmployerShown, unblockCompany } from '@/lib/data/resume-privacy';
import { type BlockFormState, blockFormState } from '@/lib/resume/privacy-state';
import { cleanLink } from '@/lib/routing/links';
import { isListSection, readForm, sectionInput, valuesFromResume, withoutBlankEntries } from '@/lib/resume/form-values';
import { applyIntent, parseIntent } from '@/lib/resume/list-intent';
import { type SectionFormState } from '@/lib/resume/form-state';
import { isSectionSlug, SECTION_SLUGS, type SectionKey, wizardPath } from '@/lib/resume/sections';
import messages from '@/messages/de.json';
import { refuseWhenReadOnly } from '@/lib/data/read-only-gate';

const t = messages.resume.errors;

/** The site of the request (the proxy's header) and the signed-in user of its session cookie. */
async function audience() {
  const region = regionFromHeaders(await headers());
  const viewer = region ? await loadPageViewer(region.id) : null;
  return region && viewer ? { region, userId: viewer.userId } : null;
}

/** The API's problems next to their fields (personalInfo.firstName → firstName); the rest above the form. */
function sortProblems(section: SectionKey, problems: ResumeProblem[]) {
  const errors: Record<string, string> = {};
  const general: string[] = [];
  for (const p of problems) {
    const field = p.field.startsWith(`${section}.`) ? p.field.slice(section.length + 1) : null;
    if (field && !errors[field]) errors[field] = p.message;
    else if (!field) general.push(p.message);
  }
  return { errors, general: [...new Set(general)] };
}

/**
 * Every section form posts here (a plain form: it works without JavaScript). `section` names the section,
 * `step` the wizard step when in the wizard; list forms' buttons (`intent`) remove or move an entry. Saved:
 * on to the overview or the wizard's next step (a list stays, with an empty entry to add the next one);
 * refused: every typed value back with the problems.
 */
export async function saveSectionAction(_previous: SectionFormState, form: FormData): Promise<SectionFormState> {
  await refuseWhenReadOnly();
  const slug = String(form.get('section') ?? '');
  const step = String(form.get('step') ?? '');
  if (!isSectionSlug(slug)) return { values: {}, errors: {}, general: [t.failed] };
  const section = SECTION_SLUGS[slug];
  const intent = parseIntent(form.get('intent'));
  let values = readForm(section, form);
  if (isListSection(section)) values = withoutBlankEntries(section, applyIntent(values, intent));
  const who = await audience();
  if (!who) return { values, errors: {}, general: [t.signedOut] };

  const saved = await saveResumeSection(who, sectionInput(section, values), step !== '');
  if ('problems' in saved) return { values, ...sortProblems(section, saved.problems) };
  if (step === 'personal-info') {
    const missing = await completeResumeWizard(who);
    if (missing.length) return { values, ...sortProblems(section, missing) };
    redirect(cleanLink('internal:/resume?fertig=1', who.region));
  }
  if (step === 'job-preferences') redirect(cleanLink(wizardPath('personal-info'), who.region));
  // A list stays open with what was saved (new entries have their ids now) and an empty entry for the next.
  if (isListSection(section))
    return { values: valuesFromResume(section, saved.resume), errors: {}, general: [], saved: true };
  redirect(cleanLink(`internal:/resume?gespeichert=${slug}`, who.region));
}

/** docs/product.md §4 the visibility switch on /lebenslauf (a plain form with one button). */
export async function resumeVisibilityAction(form: FormData): Promise<void> {
  await refuseWhenReadOnly();
  const who = await audience();
  if (who) await setResumeVisibility(who, form.get('visible') === 'true');
  const region = who?.region ?? regionFromHeaders(await headers());
  redirect(region ? cleanLink('internal:/resume', region) : '/');
}

const idField = z.guid();
const privacyErrors = messages.resumePrivacy.errors;

/**
 * The block list's forms on /lebenslauf (docs/product-decisions.md "Privacy from one's employer"), with or without
 * JavaScript: `intent=unblock` takes `organizationId` off the list; otherwise the picked organization
 * (`organizationId`: from the suggestions, or a button of the list of what a name could mean) or the typed `name` is
 * blocked. The answer carries the list as stored; a refusal keeps what was typed and says why next to the field.
 */
export async function resumePrivacyAction(previous: BlockFormState, form: FormData): Promise<BlockFormState> {
  await refuseWhenReadOnly();
  const typed = String(form.get('name') ?? '').slice(0, 200);
  const round = previous.round + 1;
  const refused = (error: string): BlockFormState => ({
    ...previous,
    typed,
    error,
    suggestions: [],
    notice: null,
    round,
  });
  const resumeId = idField.safeParse(form.get('resumeId'));
  // The picked organization: the combobox's hidden field comes first, a pressed suggestion button last.
  const picked = form
    .getAll('organizationId')
    .map((value) => idField.safeParse(value))
    .find((id) => id.success)?.data;
  const who = await audience();
  if (!who) return refused(t.signedOut);
  if (!resumeId.success) return refused(privacyErrors.failed);
  if (form.get('intent') === 'unblock') {
    const blocked = picked && (await unblockCompany(who, { resumeId: resumeId.data, organizationId: picked }));
    if (!blocked) return refused(privacyErrors.failed);
    const names = String(form.get('organizationName') ?? '').slice(0, 200);
    return { ...blockFormState(blocked, round), notice: { kind: 'removed', names } };
  }
  const answer = await blockCompany(who, { resumeId: resumeId.data, organizationId: picked, name: typed });
  if (answer.ok)
    return {
      ...blockFormState(answer.blocked, round),
      notice: { kind: 'added', names: answer.added.map((a) => a.name).join(', ') },
    };
  return {
    blocked: answer.blocked ?? previous.blocked,
    typed,
    error: answer.error ?? privacyErrors.failed,
    suggestions: answer.suggestions,
    notice: null,
    round,
  };
}

/** Shows recruiters the current employer or hides it again (a plain form with one button), back to /lebenslauf. */
export async function currentEmployerAction(form: FormData): Promise<void> {
  await refuseWhenReadOnly();
  const who = await audience();
  const resumeId = idField.safeParse(form.get('resumeId'));
  const shown = form.get('shown') === 'true';
  const saved = who && resumeId.success && (await setCurrentEmployerShown(who, { resumeId: resumeId.data, shown }));
  const region = who?.region ?? regionFromHeaders(await headers());
  if (!region) redirect('/');
  const notice = saved ? `?arbeitgeber=${shown ? 'gezeigt' : 'verborgen'}` : '';
  redirect(`${cleanLink('internal:/resume', region)}${notice}#aktueller-arbeitgeber`);
}
