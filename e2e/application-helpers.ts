import { expect, type Locator, type Page } from '@playwright/test';

/** The application form of a job page whose applications run through the site. */
export const applicationForm = (page: Page): Locator =>
  page.locator('form').filter({ has: page.getByRole('button', { name: 'Bewerbung absenden' }) });

/** The cover letter and the answers to the demo inbox job's two questions (server/seed/applications.ts). */
export async function answerInboxJob(form: Locator, coverLetter: string): Promise<void> {
  await form.getByLabel(/^Anschreiben/).fill(coverLetter);
  await form
    .getByRole('group', { name: /Führerschein/ })
    .getByRole('radio', { name: 'Ja' })
    .check();
  await form.getByLabel(/Ab wann könntest du anfangen/).fill('Sofort');
}

export type Applicant = { first: string; last: string; email: string; coverLetter: string };

/** An anonymous application with one PDF to the demo inbox job open on `page`; it ends on the thanks. */
export async function applyToInboxJob(
  page: Page,
  applicant: Applicant,
  pdf: { name: string; buffer: Buffer },
): Promise<void> {
  const form = applicationForm(page);
  await form.getByLabel('Vorname').fill(applicant.first);
  await form.getByLabel('Nachname').fill(applicant.last);
  await form.getByLabel('E-Mail-Adresse').fill(applicant.email);
  await answerInboxJob(form, applicant.coverLetter);
  await form
    .getByLabel(/^Lebenslauf und weitere Unterlagen/)
    .setInputFiles({ name: pdf.name, mimeType: 'application/pdf', buffer: pdf.buffer });
  await form.getByRole('button', { name: 'Bewerbung absenden' }).click();
  await expectThanks(page);
}

/**
 * The thanks after applying. Found by its text: a signed-in person's page has a second status region (the
 * consent notices), empty while the consent check still runs.
 */
export async function expectThanks(page: Page): Promise<void> {
  await expect(page.getByRole('status').filter({ hasText: 'Vielen Dank für deine Bewerbung!' })).toBeVisible();
}
