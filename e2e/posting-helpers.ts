import { expect, type Locator, type Page } from '@playwright/test';
import { siteUrl } from './helpers';
import { consentDialog } from './sign-up';
import { DEMO_PASSWORD } from '../server/seed/users';

/**
 * The steps a recruiter and a job editor take in the job wizard and the review queue, shared by
 * the posting specs so each spec reads as the story it proves.
 */
export const recruiterOf = (regionId: string) => `arbeitgeber@${regionId}.demo.example`;
export const JOB_EDITOR = 'redaktion@demo.example';

/** Signs in with the demo password and lands on `back`. */
export async function signIn(page: Page, regionId: string, email: string, back: string): Promise<void> {
  await page.goto(siteUrl(regionId, `/user/login?callbackUrl=${encodeURIComponent(back)}`));
  const form = page.getByRole('form', { name: 'Mit Passwort' });
  await form.getByLabel('E-Mail-Adresse').fill(email);
  await form.getByLabel('Passwort').fill(DEMO_PASSWORD);
  await form.getByRole('button', { name: 'Mit Passwort anmelden' }).click();
  await page.waitForURL(siteUrl(regionId, back));
  // The demo accounts have not agreed to every site's latest terms: the consent modal opens after the check.
  const consent = page.locator('[data-consent]');
  await expect(consent).toHaveAttribute('data-consent', /^(asked|agreed|dismissed|saved|error)$/);
  if ((await consent.getAttribute('data-consent')) === 'asked') await agree(consentDialog(page));
  await page.addLocatorHandler(consentDialog(page), agree);
}

async function agree(dialog: Locator): Promise<void> {
  await dialog.getByRole('checkbox', { name: 'Ich stimme zu' }).check();
  await dialog.getByRole('button', { name: 'Zustimmen und speichern' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

export type PostingType = 'Mit Vorlage' | 'Per Link' | 'Per Datei';

/** On /job/wizard: chooses the type and starts the draft; returns the draft's id (the page is on step 1). */
export async function startPosting(page: Page, type: PostingType): Promise<string> {
  await page.getByRole('radio', { name: type }).check();
  await page.getByRole('button', { name: 'Anzeige anlegen' }).click();
  await page.waitForURL(/\/job\/wizard\/[^/]+\/anzeige$/);
  // The step saves only once the session token is there (the upload fields wait for it too); typing and
  // moving on before that loses what was typed (reported, not fixed here).
  await expect(page.getByLabel('Logo für diese Anzeige')).toBeEnabled();
  return new URL(page.url()).pathname.split('/')[3];
}

/** The wizard's "Weiter": waits until the next step's heading is shown. */
export async function nextStep(page: Page, heading: string): Promise<void> {
  await page.getByRole('button', { name: 'Weiter', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: new RegExp(`^${heading}`) })).toBeVisible();
}

/** Picks a work place from the gazetteer's suggestions after typing `typed`; returns the chosen label. */
export async function pickPlace(page: Page, typed: string): Promise<string> {
  const field = page.getByLabel('Ort oder Postleitzahl');
  await field.pressSequentially(typed, { delay: 30 });
  const option = page.locator('#posting-place-list option').first();
  await expect(option).toBeAttached();
  const label = (await option.getAttribute('value'))!;
  await field.fill(label);
  // Picking the suggestion adds it; when it equals the typed text no input event fires, so Enter adds it.
  await field.press('Enter');
  await expect(page.getByRole('listitem').filter({ hasText: 'Hauptort' })).toContainText(label);
  return label;
}

/** Step 2 and 3 fields every type has: a place, an employment type, an occupational field. */
export async function fillPlaceAndRequirements(page: Page, place: string): Promise<string> {
  const label = await pickPlace(page, place);
  await page.getByRole('group', { name: 'Anstellungsart' }).getByRole('checkbox').first().check();
  await nextStep(page, 'Anforderungen');
  // Waits for the autosave: "Weiter" before the step's session token is there moves on without saving.
  const saved = page.waitForResponse(
    (r) => r.request().method() === 'POST' && /"occupationalFields":\[\d/.test(r.request().postData() ?? ''),
  );
  await page.getByRole('group', { name: 'Berufsfeld' }).getByRole('checkbox').first().check();
  await saved;
  return label;
}

/** Step 4: a monthly range in euro. */
export async function fillSalary(page: Page, min: string, max: string): Promise<void> {
  await page.getByLabel('Von', { exact: true }).fill(min);
  await page.getByLabel('Bis', { exact: true }).fill(max);
}

/** Step 6: applications by e-mail. */
export async function applyByEmail(page: Page, address: string): Promise<void> {
  await page.getByRole('radio', { name: 'Per E-Mail' }).check();
  await page.getByLabel('E-Mail-Adressen für Bewerbungen').fill(address);
}

/** The organization's job credits as the publish step states them. */
export async function shownCredits(page: Page): Promise<number> {
  const text = await page.getByText(/^Guthaben von /).textContent();
  const match = /: (\d+|keine) Stellenanzeige/.exec(text ?? '');
  if (!match) throw new Error(`no credit count in “${text}”`);
  return match[1] === 'keine' ? 0 : Number(match[1]);
}

/** On the last step: submits and expects the untrusted employer's job to wait for review. */
export async function submitForReview(page: Page): Promise<void> {
  await expect(page.getByText('Alle Pflichtangaben sind ausgefüllt.')).toBeVisible();
  const thanks = page.getByText('Danke! Ihre Anzeige wird von unserer Redaktion geprüft');
  const failed = page.getByText('Das hat nicht geklappt. Bitte versuchen Sie es erneut.');
  await page.getByRole('button', { name: 'Jetzt veröffentlichen' }).click();
  // Clicked before the page's session token arrived, the submit fails and asks to try again (reported).
  await expect(thanks.or(failed)).toBeVisible();
  if (await failed.isVisible()) await page.getByRole('button', { name: 'Jetzt veröffentlichen' }).click();
  await expect(thanks).toBeVisible();
}

/** As a signed-in recruiter: a job per link from the wizard's start to "waits for review". */
export async function postJobPerLink(
  page: Page,
  regionId: string,
  job: { title: string; link: string; place: string },
) {
  await page.goto(siteUrl(regionId, '/job/wizard'));
  await startPosting(page, 'Per Link');
  await page.getByLabel('Stellentitel').fill(job.title);
  await page.getByLabel('Adresse der Originalanzeige').fill(job.link);
  await nextStep(page, 'Ort & Rahmen');
  await fillPlaceAndRequirements(page, job.place);
  await nextStep(page, 'Gehaltsangabe');
  await nextStep(page, 'Bewerbung');
  await applyByEmail(page, 'jobs@beispiel.de');
  await nextStep(page, 'Vorschau & Veröffentlichen');
  await submitForReview(page);
}

/** The queued item of a job title in /job-manager/pruefen (the page must be open there). */
export const reviewItem = (page: Page, title: string) =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { level: 2, name: title, exact: true }) });

/** As the job editor in a fresh page of its own: approves (or rejects with `reason`) the job titled `title`. */
export async function review(
  page: Page,
  regionId: string,
  title: string,
  reason?: string,
  at: (path: string) => string = (path) => siteUrl(regionId, path),
): Promise<void> {
  await signIn(page, regionId, JOB_EDITOR, '/job-manager/pruefen');
  // Elsewhere than the sign-in (another instance of the site): the session cookie holds for every port.
  if (at('/') !== siteUrl(regionId, '/')) await page.goto(at('/job-manager/pruefen'));
  // Oldest first, 20 a page: a job just submitted is on the last page.
  const count = Number(/\d+/.exec((await page.getByText(/warte[nt] auf Prüfung/).textContent()) ?? '')?.[0] ?? 0);
  if (count > 20) await page.goto(at(`/job-manager/pruefen?seite=${Math.ceil(count / 20)}`));
  const item = reviewItem(page, title);
  if (reason === undefined) {
    await item.getByRole('button', { name: 'Freigeben' }).click();
    await expect(item.getByText(`„${title}“ ist freigegeben.`)).toBeVisible();
    return;
  }
  await item.getByRole('button', { name: 'Ablehnen' }).click();
  await item.getByLabel('Grund der Ablehnung').fill(reason);
  await item.getByRole('button', { name: 'Ablehnung senden' }).click();
  await expect(item.getByText(`„${title}“ wurde abgelehnt`)).toBeVisible();
}

/** Searches /jobs for `words` with the "Was" field and opens the hit titled `title`. */
export async function findAndOpen(page: Page, regionId: string, words: string, title: string): Promise<void> {
  await page.goto(siteUrl(regionId, '/jobs'));
  await page.getByLabel('Was', { exact: true }).fill(words);
  await page.getByLabel('Was', { exact: true }).press('Enter');
  await expect(page).toHaveURL(/search=/);
  await page.getByRole('link', { name: title }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

/** A unique word of letters (search splits at digits), so runs and regions never see each other's jobs. */
export const uniqueWord = (prefix: string) =>
  prefix + [...`${Date.now()}${Math.floor(Math.random() * 1e3)}`].map((d) => 'qwxzykvjfh'[Number(d)]).join('');
