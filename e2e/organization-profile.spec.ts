import { expect, test, type Page } from './fixtures';
import sharp from 'sharp';
import { expectNoSeriousViolations, siteRequest, siteUrl } from './helpers';
import { recruiterOf, signIn } from './posting-helpers';
import { DEMO_DRAFT_QUESTION } from '../server/seed/profile-demo-faq';

// The demo recruiter edits the organization's profile (logo, a benefit, a contact person, an FAQ),
// publishes it and sees it on the public page with re-encoded images; the editor passes axe and works by keyboard.
const REGION = 'rosenheim';
const EDITOR = '/job-manager/profil';
const stamp = Date.now().toString(36);

// One draft per organization: the tests change it one after another.
test.describe.configure({ mode: 'serial' });

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 4, background: { r: 51, g: 189, b: 166, alpha: 1 } } })
    .png()
    .toBuffer();

async function openEditor(page: Page) {
  await signIn(page, REGION, recruiterOf(REGION), EDITOR);
  await expect(page.getByRole('heading', { level: 1, name: /^Unternehmensprofil: / })).toBeVisible();
  // Uploads and saves wait for the session token.
  await expect(page.getByLabel('Logo', { exact: true })).toBeEnabled();
}

const saved = (page: Page) => expect(page.getByRole('status').filter({ hasText: /Entwurf gespeichert/ })).toBeVisible();

test('anonymous visitors sign in first; job seekers learn the page is for employers', async ({ page }) => {
  await page.goto(siteUrl(REGION, EDITOR));
  await expect(page).toHaveURL(/\/user\/login\?callbackUrl=%2Fjob-manager%2Fprofil/);
  await signIn(page, REGION, `bewerber@${REGION}.demo.example`, EDITOR);
  await expect(page.getByRole('heading', { level: 1, name: 'Nur für Arbeitgeber' })).toBeVisible();
});

test('edit, preview and publish the profile; the public page shows it with srcset images', async ({ page }) => {
  await openEditor(page);
  // The seeded draft of a colleague is there to publish with ours.
  await expect(
    page
      .getByRole('group', { name: /^Frage \d+$/ })
      .last()
      .getByLabel('Frage', { exact: true }),
  ).toHaveValue(DEMO_DRAFT_QUESTION);

  const logo = page.getByLabel('Logo', { exact: true });
  await logo.setInputFiles({ name: 'klein.png', mimeType: 'image/png', buffer: await png(120, 30) });
  await expect(page.locator('#profile-info-logoFileId-error')).toContainText('nur 30 Pixel hoch');
  await logo.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: await png(360, 120) });
  await expect(page.locator('#profile-info-logoFileId-error')).toHaveCount(0);
  await saved(page);

  const benefits = page.getByRole('group', { name: 'Vorteile für Beschäftigte' });
  const benefit = benefits
    .locator('label')
    .filter({ has: page.locator('input:not(:checked)') })
    .first();
  const benefitLabel = (await benefit.innerText()).trim();
  await benefit.getByRole('checkbox').check();

  await page.getByRole('button', { name: 'Ansprechperson hinzufügen' }).click();
  const person = page.getByRole('group', { name: /^Ansprechperson \d+$/ }).last();
  await person.getByLabel('Vorname').fill(`Petra ${stamp}`);
  await person.getByLabel('Position').fill('Personalleitung');
  await person.getByLabel('E-Mail').fill('personal@example.org');

  await page.getByRole('button', { name: 'Frage hinzufügen' }).click();
  const entry = page.getByRole('group', { name: /^Frage \d+$/ }).last();
  await entry.getByLabel('Frage', { exact: true }).fill(`Gibt es Parkplätze ${stamp}?`);
  await entry.getByLabel('Antwort').fill('Ja, kostenlos für alle Beschäftigten.');
  await saved(page);

  // The preview is the public page's own rendering of the draft.
  await page.getByRole('link', { name: 'Vorschau ansehen' }).click();
  await expect(page.getByRole('note')).toContainText('Vorschau');
  await expect(page.getByText(`Gibt es Parkplätze ${stamp}?`)).toBeVisible();
  await page.getByRole('link', { name: 'Zurück zum Bearbeiten' }).click();
  await expect(page.getByLabel('Logo', { exact: true })).toBeEnabled();

  await page.getByRole('button', { name: 'Veröffentlichen' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Das Profil ist veröffentlicht' })).toBeVisible();

  const publicPath = (await page.getByRole('link', { name: 'Öffentliche Seite ansehen' }).getAttribute('href'))!;
  await page.goto(siteUrl(REGION, publicPath));
  await expect(page.getByText(`Gibt es Parkplätze ${stamp}?`)).toBeVisible();
  await expect(page.getByText(DEMO_DRAFT_QUESTION)).toBeVisible();
  await expect(page.getByText(`Petra ${stamp}`)).toBeVisible();
  await expect(
    page.locator('section[aria-labelledby="org-benefits"]').getByText(benefitLabel, { exact: true }),
  ).toBeVisible();
  // Cover and logo come as <picture> with AVIF sources; the new logo's smallest size is 120 px wide.
  const srcsets = await page
    .locator('header picture source[type="image/avif"]')
    .evaluateAll((sources) => sources.map((source) => source.getAttribute('srcset') ?? ''));
  const srcset = srcsets.find((set) => / 120w/.test(set));
  expect(srcset, srcsets.join(' | ')).toMatch(/\/api\/files\/[0-9a-f-]+\/120\.avif 120w/);
  const variant = await siteRequest(page.request, REGION, srcset!.split(' ')[0]);
  expect(variant.status()).toBe(200);
  expect(variant.headers()['content-type']).toBe('image/avif');
});

for (const width of [390, 1280]) {
  test(`editor and preview at ${width} px: no serious axe violation`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await openEditor(page);
    await expectNoSeriousViolations(page);
    await page.goto(siteUrl(REGION, `${EDITOR}/vorschau`));
    await expect(page.getByRole('note')).toBeVisible();
    await expectNoSeriousViolations(page);
  });
}

test('keyboard only: Tab to “Frage hinzufügen”, add an entry, type it (focus shown), and it survives a reload', async ({
  page,
}) => {
  await openEditor(page);
  const add = page.getByRole('button', { name: 'Frage hinzufügen' });
  let reached = false;
  for (let stop = 0; stop < 400 && !reached; stop++) {
    await page.keyboard.press('Tab');
    reached = await add.evaluate((el) => el === document.activeElement);
  }
  expect(reached, '“Frage hinzufügen” is reachable with Tab').toBe(true);
  await page.keyboard.press('Enter');
  const entry = page.getByRole('group', { name: /^Frage \d+$/ }).last();
  // Back from the button: the new entry's remove button, its answer, its question.
  for (let i = 0; i < 3; i++) await page.keyboard.press('Shift+Tab');
  await expect(entry.getByLabel('Frage', { exact: true })).toBeFocused();
  const outline = await entry
    .getByLabel('Frage', { exact: true })
    .evaluate((el) => getComputedStyle(el).outlineStyle !== 'none' || getComputedStyle(el).boxShadow !== 'none');
  expect(outline, 'the focused field shows a focus indicator').toBe(true);
  await page.keyboard.type(`Per Tastatur ${stamp}?`);
  await page.keyboard.press('Tab');
  await page.keyboard.type('Ja.');
  await saved(page);
  await page.reload();
  await expect(
    page
      .getByRole('group', { name: /^Frage \d+$/ })
      .last()
      .getByLabel('Frage', { exact: true }),
  ).toHaveValue(`Per Tastatur ${stamp}?`);
});
