import { expect, type Page, test } from './fixtures';
import { open as openFile } from 'node:fs/promises';
import { jobWithApplicationForm } from './helpers';

/**
 * Files larger than an application may be (60 MB: past the route's bound and past what Next lets through its
 * proxy) must bring the form back with the German error next to the files and everything typed, with and
 * without JavaScript; it answered raw JSON and lost every field. The files are written here (Playwright takes
 * no buffer over 50 MB), a PDF head followed by zeros.
 */
const MB = 1024 * 1024;
const TOO_LARGE = 'Die Bewerbung ist zu groß: Deine Dateien dürfen zusammen höchstens 50 MB groß sein.';
const TYPED = { first: 'Lena', last: 'Brandt', letter: 'Ich bringe zehn Jahre Erfahrung mit.' };

async function bigPdf(path: string, size: number): Promise<string> {
  const file = await openFile(path, 'w');
  await file.write(Buffer.from('%PDF-1.7\n'));
  await file.truncate(size);
  await file.close();
  return path;
}

const form = (page: Page) =>
  page.locator('form').filter({ has: page.getByRole('button', { name: 'Bewerbung absenden' }) });

async function fillIn(page: Page, email: string) {
  const f = form(page);
  await f.getByLabel('Vorname').fill(TYPED.first);
  await f.getByLabel('Nachname').fill(TYPED.last);
  await f.getByLabel('E-Mail-Adresse').fill(email);
  await f.getByLabel(/^Anschreiben/).fill(TYPED.letter);
  for (const yes of await f.getByRole('radio', { name: 'Ja' }).all()) await yes.check();
  for (const text of await f.locator('input[name^="answer."]:not([type=radio])').all()) await text.fill('Sofort');
  await f
    .getByLabel(/^Lebenslauf und weitere Unterlagen/)
    .setInputFiles([
      await bigPdf(test.info().outputPath('Mappe-1.pdf'), 30 * MB),
      await bigPdf(test.info().outputPath('Mappe-2.pdf'), 30 * MB),
    ]);
}

async function expectKept(page: Page, email: string) {
  const f = form(page);
  await expect(f.getByLabel('Vorname')).toHaveValue(TYPED.first);
  await expect(f.getByLabel('Nachname')).toHaveValue(TYPED.last);
  await expect(f.getByLabel('E-Mail-Adresse')).toHaveValue(email);
  await expect(f.getByLabel(/^Anschreiben/)).toHaveValue(TYPED.letter);
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('60 MB of files: the form comes back with the German error at the files and every field typed', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const path = await jobWithApplicationForm(page, request, 'franken');
    const email = `gross-${Date.now().toString(36)}@beispiel.de`;
    await fillIn(page, email);
    await form(page).getByRole('button', { name: 'Bewerbung absenden' }).click();
    await expect(page).toHaveURL(new RegExp(`${path}\\?entwurf=[0-9a-f-]+#apply-errors$`));
    await expect(page.locator('#apply-errors')).toContainText(TOO_LARGE);
    await expect(page.locator('#apply-attachments-error')).toContainText(TOO_LARGE);
    await expectKept(page, email);
  });
});

test('with JavaScript, 60 MB of files are refused before sending, next to the field, and nothing typed is lost', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const path = await jobWithApplicationForm(page, request, 'franken');
  const email = `gross-js-${Date.now().toString(36)}@beispiel.de`;
  const posts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/application')) posts.push(r.url());
  });
  await fillIn(page, email);
  await form(page).getByRole('button', { name: 'Bewerbung absenden' }).click();
  const files = form(page).getByLabel(/^Lebenslauf und weitere Unterlagen/);
  await expect(page.locator('#apply-attachments-size-error')).toHaveText(TOO_LARGE);
  await expect(files).toBeFocused();
  await expect(files).toHaveAttribute('aria-invalid', 'true');
  await expect(form(page).getByRole('button', { name: 'Bewerbung absenden' })).toBeEnabled();
  expect(new URL(page.url()).pathname).toBe(path);
  expect(posts).toEqual([]);
  await expectKept(page, email);
});
