import { expect, test, type Page } from './fixtures';
import { expectNoSeriousViolations, siteUrl } from './helpers';
import { recruiterOf, signIn, startPosting, uniqueWord } from './posting-helpers';

/**
 * Nothing typed is lost (a reload right after typing keeps the title), and every wizard step is
 * axe-clean at 390 and 1280 px and left for the next with the keyboard alone (Tab to "Weiter", Enter).
 */
const STEPS = ['Anzeige', 'Ort & Rahmen', 'Anforderungen', 'Gehaltsangabe', 'Beschreibung', 'Bewerbung'];

/** Tabs from the step's heading until "Weiter" has focus (at most `limit` presses). */
async function tabToNext(page: Page, limit = 300): Promise<void> {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const el = document.activeElement;
      return el instanceof HTMLButtonElement ? el.textContent?.trim() : null;
    });
    if (focused === 'Weiter') return;
  }
  throw new Error('“Weiter” was not reached with Tab');
}

test('a title typed, saved after the typing pause, is still there after a reload', async ({ page }) => {
  const title = `${uniqueWord('Gärtnerin')} Stadtpark`;
  await signIn(page, 'rosenheim', recruiterOf('rosenheim'), '/job/wizard');
  await startPosting(page, 'Mit Vorlage');
  const saved = page.waitForResponse(
    (r) => r.request().method() === 'POST' && !!r.request().postData()?.includes(title),
  );
  await page.getByLabel('Stellentitel').pressSequentially(title);
  await saved;
  await page.reload();
  await expect(page.getByLabel('Stellentitel')).toHaveValue(title);
});

test('every wizard step: axe-clean at 390 and 1280 px, and the next step is reached with the keyboard', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'franken', recruiterOf('franken'), '/job/wizard');
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoSeriousViolations(page);
  }
  const id = await startPosting(page, 'Mit Vorlage');
  await page.getByLabel('Stellentitel').fill(`${uniqueWord('Tastatur')} Probe`);
  for (const [i, step] of STEPS.entries()) {
    const heading = page.getByRole('heading', { level: 2, name: new RegExp(`^${step}`) });
    await expect(heading).toBeVisible();
    if (step === 'Beschreibung') await expect(page.getByRole('textbox', { name: 'Stellenbeschreibung' })).toBeVisible();
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await expectNoSeriousViolations(page);
    }
    // The keyboard way on: from the heading (focused after each move), Tab to "Weiter" and press Enter.
    if (i === 0) await heading.focus();
    else await expect(heading).toBeFocused();
    await tabToNext(page);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/job/wizard/${id}/`));
  }
  await expect(page.getByRole('heading', { level: 2, name: /^Vorschau & Veröffentlichen/ })).toBeFocused();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoSeriousViolations(page);
  }
  // The step list is links: Enter on one moves there, too.
  await page.getByRole('link', { name: '1. Anzeige' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(siteUrl('franken', `/job/wizard/${id}/anzeige`));
});
