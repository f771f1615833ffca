import { expect, type Page, test } from './fixtures';
import { DEMO_PASSWORD } from '../server/seed/users';
import { expectNoSeriousViolations, jobWithApplicationForm, siteUrl } from './helpers';
import { focused, tabTo } from './keyboard-helpers';

/**
 * File fields as drop zones (docs/product-decisions.md "Design, second pass"): chosen by keyboard or dropped, each
 * file listed with its size and a remove button, posted by the real file input; the resume wizard's progress;
 * the front page's hero.
 */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const applyForm = (page: Page) =>
  page.locator('form').filter({ has: page.getByRole('button', { name: 'Bewerbung absenden' }) });

/** Drops files on the zone around the input, as a browser does when files are dragged from the desktop. */
async function dropFiles(page: Page, inputId: string, files: Array<{ name: string; text: string }>) {
  await page.locator(`#${inputId}`).evaluate((input, dropped) => {
    const transfer = new DataTransfer();
    for (const f of dropped) transfer.items.add(new File([f.text], f.name, { type: 'application/pdf' }));
    const zone = input.parentElement!;
    zone.dispatchEvent(new DragEvent('dragover', { bubbles: true, cancelable: true, dataTransfer: transfer }));
    zone.dispatchEvent(new DragEvent('drop', { bubbles: true, cancelable: true, dataTransfer: transfer }));
  }, files);
}

for (const width of [390, 1280]) {
  test(`at ${width} px: the application's files by keyboard and by drop, listed with sizes, one removed`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await jobWithApplicationForm(page, request, 'franken');
    const form = applyForm(page);
    await form.getByLabel('E-Mail-Adresse').focus();
    await tabTo(page, (f) => f.id === 'apply-attachments', 'the file field');
    expect(await focused(page)).toMatchObject({ type: 'file', visibleFocus: true });
    await page
      .locator('#apply-attachments')
      .setInputFiles({ name: 'Lebenslauf.pdf', mimeType: 'application/pdf', buffer: PDF });
    await dropFiles(page, 'apply-attachments', [{ name: 'Zeugnis.pdf', text: 'x'.repeat(2048) }]);

    const files = form.getByRole('listitem').filter({ has: page.getByRole('button', { name: /entfernen$/ }) });
    await expect(files).toHaveCount(2);
    await expect(files.nth(0)).toContainText('Lebenslauf.pdf');
    await expect(files.nth(0)).toContainText('1 KB');
    await expect(files.nth(1)).toContainText('Zeugnis.pdf');
    await expect(files.nth(1)).toContainText('2 KB');
    expect(await page.locator('#apply-attachments').evaluate((i: HTMLInputElement) => i.files!.length)).toBe(2);
    await expectNoSeriousViolations(page);

    // Remove one with the keyboard: the input keeps the other, and focus goes back to the field.
    await page.getByRole('button', { name: '„Lebenslauf.pdf“ entfernen' }).focus();
    await page.keyboard.press('Enter');
    await expect(files).toHaveCount(1);
    await expect(files.first()).toContainText('Zeugnis.pdf');
    expect(await page.locator('#apply-attachments').evaluate((i: HTMLInputElement) => i.files![0].name)).toBe(
      'Zeugnis.pdf',
    );
    expect(await focused(page)).toMatchObject({ id: 'apply-attachments' });
  });
}

test('without JavaScript the file field is the plain input and posts its file', async ({ browser, request }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await jobWithApplicationForm(page, request, 'franken');
  const input = page.locator('#apply-attachments');
  await expect(input).toBeVisible();
  expect(await input.evaluate((i) => getComputedStyle(i).opacity)).toBe('1');
  await context.close();
});

test.describe('signed in as the demo job seeker', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto(siteUrl('franken', '/user/login'));
    const form = page.getByRole('form', { name: 'Mit Passwort' });
    await form.getByLabel('E-Mail-Adresse').fill('bewerber@franken.demo.example');
    await form.getByLabel('Passwort').fill(DEMO_PASSWORD);
    await form.getByRole('button', { name: 'Mit Passwort anmelden' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/user/login'));
  });

  for (const width of [390, 1280]) {
    test(`at ${width} px the resume wizard shows its progress and the CV drop zone`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(siteUrl('franken', '/lebenslauf/wizard/import'));
      const steps = page.getByRole('navigation', { name: 'Schritte' });
      await expect(steps.getByText('Schritt 1 von 3', { exact: true })).toBeVisible();
      await expect(steps.getByRole('link', { name: 'Schritt 1 von 3: Lebenslauf hochladen' })).toHaveAttribute(
        'aria-current',
        'step',
      );
      await page.getByLabel(/^Lebenslauf \(PDF oder DOCX\)/).setInputFiles({
        name: 'Mein Lebenslauf.pdf',
        mimeType: 'application/pdf',
        buffer: PDF,
      });
      await expect(page.getByRole('listitem').filter({ hasText: 'Mein Lebenslauf.pdf' })).toContainText('KB');
      await expectNoSeriousViolations(page);

      await page.goto(siteUrl('franken', '/lebenslauf/wizard/job-preferences'));
      await expect(steps.getByText('Schritt 2 von 3', { exact: true })).toBeVisible();
      await expectNoSeriousViolations(page);
    });
  }
});

test('the front page shows the site’s tagline over its landscape, which keeps its size', async ({ page }) => {
  for (const [region, tagline, motif] of [
    ['chiemgau', 'Arbeiten, wo andere Urlaub machen', 'alps'],
    ['hamburg', 'Moin, Zukunft: Jobs zwischen Elbe und Alster', 'coast'],
    ['saarland', 'Arbeiten, wo du zu Hause bist – im Saarland', 'hills'],
  ] as const) {
    await page.goto(siteUrl(region, '/'));
    await expect(page.getByText(tagline, { exact: true })).toBeVisible();
    const picture = page.locator(`svg[data-motif="${motif}"]`);
    const box = (await picture.boundingBox())!;
    expect(Math.round(box.width / box.height)).toBe(5);
  }
});
