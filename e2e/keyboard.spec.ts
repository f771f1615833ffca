import { expect, test, type Page } from './fixtures';
import { expectNoSeriousViolations, jobWithApplicationForm, siteUrl } from './helpers';
import { byId, focused, tabTo } from './keyboard-helpers';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/** Sets a file on the file field that has keyboard focus (it must have it: this is no shortcut past Tab). */
async function chooseFile(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  expect(await focused(page)).toMatchObject({ id: 'apply-attachments', type: 'file' });
  await page.locator('#apply-attachments').setInputFiles(file);
}

test('search form by keyboard only: skip link, words, place, radius, submit with Enter', async ({ page }) => {
  await page.goto(siteUrl('franken', '/jobs'));
  await page.keyboard.press('Tab');
  expect(await focused(page)).toMatchObject({ tag: 'a', label: 'Zum Inhalt springen', visibleFocus: true });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#inhalt$/);
  // The skip link leads past the header: the next stop is the first field of the search form.
  await page.keyboard.press('Tab');
  expect(await focused(page)).toMatchObject({ id: 'search-what' });
  await page.keyboard.type('Pflege');
  await page.keyboard.press('Tab');
  expect(await focused(page)).toMatchObject({ id: 'search-where' });
  await page.keyboard.type('Erlangen');
  await page.keyboard.press('Tab');
  expect(await focused(page)).toMatchObject({ id: 'search-radius' });
  await page.keyboard.press('Tab');
  expect(await focused(page)).toMatchObject({ tag: 'button', label: 'Jobs finden' });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/search=Pflege/);
  await expect(page.getByRole('heading', { level: 2, name: /im Umkreis von \d+ km um Erlangen/ })).toBeVisible();
  await expect(page.getByLabel('Was', { exact: true })).toHaveValue('Pflege');
});

test('filters, sorting and pages by keyboard only', async ({ page }) => {
  await page.goto(siteUrl('franken', '/jobs?search=Pflege'));
  const facet = await tabTo(page, (f) => f.tag === 'a' && /^Teilzeit, \d+ Jobs$/.test(f.label), 'the Teilzeit filter');
  const expected = Number(facet.label.match(/(\d+) Jobs/)![1]);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/jobs\/teilzeit\?search=Pflege/);
  await expect(page.getByRole('heading', { level: 2, name: new RegExp(`^${expected} Jobs?`) })).toBeVisible();

  await tabTo(page, (f) => f.tag === 'a' && f.label === 'Neueste zuerst', 'sorting by date');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/sorting=recency/);

  await tabTo(page, (f) => f.tag === 'a' && f.label === 'Alle Filter zurücksetzen', 'the reset link');
  await page.keyboard.press('Enter');
  await expect(page).not.toHaveURL(/teilzeit/);

  await page.goto(siteUrl('franken', '/jobs'));
  await tabTo(page, (f) => f.tag === 'a' && f.label === 'Nächste Seite', 'the next page');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/[?&]page=2$/);
});

test('job alert by keyboard only: address, interval, Enter; focus lands on the answer', async ({ page }) => {
  await page.goto(siteUrl('franken', '/jobs?search=Pflege'));
  await tabTo(page, byId('alert-email'), 'the alert’s address field');
  await page.keyboard.type(`tastatur-alarm-${Date.now().toString(36)}@beispiel.de`);
  await page.keyboard.press('Tab');
  expect(await focused(page)).toMatchObject({ id: 'alert-interval' });
  await page.keyboard.press('ArrowDown');
  await expect(page.locator('#alert-interval')).toHaveValue('weekly');
  await page.keyboard.press('Tab');
  expect(await focused(page)).toMatchObject({ tag: 'button', label: 'Suchauftrag anlegen' });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'geschickt' })).toBeFocused();
});

test('apply form by keyboard only: native checks, server errors focused and linked to their field, then sent', async ({
  page,
  request,
}) => {
  const path = await jobWithApplicationForm(page, request, 'franken');
  await page.goto(siteUrl('franken', path));

  // Sending the empty form: the browser stops at the first required field.
  await tabTo(page, (f) => f.tag === 'button' && f.label === 'Bewerbung absenden', 'the submit button');
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await focused(page))?.id).toBe('apply-firstName');

  await page.keyboard.type('Lena');
  await page.keyboard.press('Tab');
  expect(await focused(page)).toMatchObject({ id: 'apply-lastName' });
  await page.keyboard.type('Maier');
  await page.keyboard.press('Tab');
  expect(await focused(page)).toMatchObject({ id: 'apply-emailAddress' });
  await page.keyboard.type(`tastatur-${Date.now().toString(36)}@beispiel.de`);
  await page.keyboard.press('Tab');
  expect(await focused(page)).toMatchObject({ id: 'apply-coverLetter' });
  await page.keyboard.type('Ich bewerbe mich nur mit der Tastatur.');

  // Qualifying questions: Tab reaches each yes/no group once, Space picks the focused answer (“Ja”).
  let stop = await tabTo(page, (f) => f.type === 'radio' || f.id === 'apply-attachments', 'the questions or the files');
  while (stop.type === 'radio') {
    await page.keyboard.press('Space');
    stop = await tabTo(
      page,
      (f) => f.type === 'radio' || f.id === 'apply-attachments',
      'the next question or the files',
    );
  }

  // The file field is reached with Tab; picking the file happens in the system's own dialog, which is the
  // browser's (opening it from a dispatched key is unreliable in headless Chromium), so the test sets the
  // file on the focused field. Its content is no PDF: the server refuses it.
  await chooseFile(page, { name: 'Lebenslauf.pdf', mimeType: 'application/pdf', buffer: Buffer.from('kein PDF') });
  await tabTo(page, (f) => f.tag === 'button' && f.label === 'Bewerbung absenden', 'the submit button');
  await page.keyboard.press('Enter');

  // Back on the page, focus is on the error summary; its link leads to the field.
  await expect(page).toHaveURL(/entwurf=.*#apply-errors$/);
  await expect.poll(async () => (await focused(page))?.id).toBe('apply-errors');
  await page.keyboard.press('Tab');
  expect(await focused(page)).toMatchObject({ tag: 'a', label: expect.stringContaining('Lebenslauf.pdf') });
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await focused(page))?.id).toBe('apply-attachments');
  await expect(page.getByLabel('Vorname')).toHaveValue('Lena');

  await chooseFile(page, { name: 'Lebenslauf Lena Maier.pdf', mimeType: 'application/pdf', buffer: PDF });
  await tabTo(page, (f) => f.tag === 'button' && f.label === 'Bewerbung absenden', 'the submit button');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/beworben=1#apply-success$/);
  await expect.poll(async () => (await focused(page))?.id).toBe('apply-success');
  await expect(page.getByRole('status')).toContainText('Vielen Dank für deine Bewerbung!');
  await expectNoSeriousViolations(page);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu opens with Enter, its links follow by Tab, Escape closes it and focus returns to its button', async ({
    page,
  }) => {
    await page.goto(siteUrl('rosenheim', '/jobs'));
    await tabTo(page, (f) => f.tag === 'summary' && f.label === 'Menü', 'the menu button');
    await page.keyboard.press('Enter');
    await expect(page.locator('#seitenmenue')).toHaveAttribute('open', '');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toMatchObject({ tag: 'a', label: 'Startseite' });
    await page.keyboard.press('Escape');
    await expect(page.locator('#seitenmenue')).not.toHaveAttribute('open', '');
    expect(await focused(page)).toMatchObject({ tag: 'summary', label: 'Menü' });
  });
});
