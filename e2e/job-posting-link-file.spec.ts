import { expect, test } from './fixtures';
import { siteUrl } from './helpers';
import { waitForMailWhere } from './mail-catcher';
import {
  applyByEmail,
  fillPlaceAndRequirements,
  findAndOpen,
  nextStep,
  postJobPerLink,
  recruiterOf,
  review,
  shownCredits,
  signIn,
  startPosting,
  submitForReview,
  uniqueWord,
} from './posting-helpers';
import { parseMail } from '../server/mail/testing';
import { simplePdf } from '../server/seed/pdf';

/**
 * Done when: a job per link and a job per file (a PDF whose text is indexed) from empty to
 * published on two regions; and a job the editor rejects gives its credit back and mails the reason.
 */
const PLACES: Record<string, string> = { franken: 'Fürth', rosenheim: 'Kolbermoor' };

for (const region of ['franken', 'rosenheim']) {
  test(`on ${region}: a job per link and a job per file go live after review and are found by search`, async ({
    browser,
    page,
  }) => {
    test.setTimeout(120_000);
    const linkTitle = `${uniqueWord('Elektriker')} Werkstatt`;
    await signIn(page, region, recruiterOf(region), '/job/wizard');
    const link = 'https://karriere.beispiel.de/stellen/elektriker';
    await postJobPerLink(page, region, { title: linkTitle, link, place: PLACES[region] });

    const fileWord = uniqueWord('Mehlspeis');
    const fileTitle = `${uniqueWord('Verkauf')} Filiale`;
    await page.goto(siteUrl(region, '/job/wizard'));
    await startPosting(page, 'Per Datei');
    await page.getByLabel('Stellentitel').fill(fileTitle);
    const pdf = simplePdf(fileTitle, [
      { heading: 'Ihre Aufgaben', text: `Sie verkaufen unsere ${fileWord} an der Theke.` },
    ]);
    await page
      .getByLabel('Anzeige als PDF')
      .setInputFiles({ name: 'Anzeige.pdf', mimeType: 'application/pdf', buffer: pdf });
    await expect(page.getByText('Hochgeladen: Anzeige.pdf')).toBeVisible();
    await nextStep(page, 'Ort & Rahmen');
    // The posting took the PDF as the recruiter's: back on the first step the server still names it, no error.
    await page.getByRole('button', { name: 'Zurück' }).click();
    await expect(page.getByRole('heading', { level: 2, name: /^Anzeige/ })).toBeVisible();
    await expect(page.getByText('Hochgeladen: Anzeige.pdf')).toBeVisible();
    await nextStep(page, 'Ort & Rahmen');
    await fillPlaceAndRequirements(page, PLACES[region]);
    await nextStep(page, 'Gehaltsangabe');
    await nextStep(page, 'Bewerbung');
    await applyByEmail(page, 'jobs@beispiel.de');
    await nextStep(page, 'Vorschau & Veröffentlichen');
    await submitForReview(page);

    const editor = await (await browser.newContext()).newPage();
    await review(editor, region, linkTitle);
    await review(editor, region, fileTitle);
    await editor.context().close();

    await findAndOpen(page, region, linkTitle, linkTitle);
    await expect(page.locator('a[href="https://karriere.beispiel.de/stellen/elektriker"]').first()).toBeVisible();
    // The PDF's own words find the job.
    await findAndOpen(page, region, fileWord, fileTitle);
  });
}

test('a rejected job: the reason is mailed to the recruiter and the credit comes back', async ({ browser, page }) => {
  test.setTimeout(90_000);
  const region = 'traunstein';
  const title = `${uniqueWord('Hausmeister')} Anlage`;
  const reason = `Bitte nennen Sie den Arbeitsort genauer (${uniqueWord('Grund')}).`;
  await signIn(page, region, recruiterOf(region), '/job/wizard');
  const id = await startPosting(page, 'Per Link');
  await page.getByLabel('Stellentitel').fill(title);
  await page.getByLabel('Adresse der Originalanzeige').fill('https://beispiel.de/hausmeister');
  await nextStep(page, 'Ort & Rahmen');
  await fillPlaceAndRequirements(page, 'Traunstein');
  await nextStep(page, 'Gehaltsangabe');
  await page.goto(siteUrl(region, `/job/wizard/${id}/vorschau`));
  const credits = await shownCredits(page);
  await submitForReview(page);
  await page.reload();
  expect(await shownCredits(page)).toBe(credits - 1);

  const editor = await (await browser.newContext()).newPage();
  await review(editor, region, title, reason);
  await editor.context().close();

  await page.reload();
  expect(await shownCredits(page)).toBe(credits);
  await expect(page.getByText(`Hinweis der Redaktion: ${reason}`)).toBeVisible();
  const mail = await waitForMailWhere(
    (m) => m.to.includes(recruiterOf(region)) && parseMail(m.raw).text.includes(reason),
    `with the reason to ${recruiterOf(region)}`,
  );
  expect(parseMail(mail.raw).text).toContain(title);
});
