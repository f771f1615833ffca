import { expect, test } from './fixtures';
import { tabTo, byId } from './keyboard-helpers';
import { recruiterOf, signIn } from './posting-helpers';

/**
 * The resume search and a resume by keyboard only, on a phone and on a desktop, each stop with a
 * visible focus: the words, Enter, a facet, the first hit, the contact message and its button (not sent: the
 * done-when test in resume-search-contact.spec.ts sends one). A site of its own, read only.
 */
const REGION = 'chiemgau';

for (const width of [390, 1280]) {
  test(`the resume search and a resume by keyboard at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signIn(page, REGION, recruiterOf(REGION), '/bewerbersuche');
    await tabTo(page, byId('resume-search'), 'the words field');
    await page.keyboard.type('Pflege');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/search=Pflege/);

    // On a phone the filters sit behind their button (a <details>); on a desktop they are shown.
    if (width === 390) {
      await tabTo(page, (f) => f.tag === 'summary' && f.label.startsWith('Filter'), 'the filters button');
      await page.keyboard.press('Enter');
    }
    await tabTo(page, (f) => f.tag === 'a' && /^Deutsch, \d+ Lebensläufe$/.test(f.label), 'the Deutsch filter');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/language=/);
    await expect(page.getByRole('heading', { level: 2, name: /Lebensl/ }).first()).toBeVisible();

    await tabTo(page, (f) => f.tag === 'a' && f.label === 'Pflegefachkraft', 'the nurse’s resume');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/bewerbersuche\/[0-9a-f-]+$/);
    await tabTo(page, byId('contact-message'), 'the message field');
    await page.keyboard.type('Guten Tag, dürfen wir Sie kennenlernen?');
    await page.keyboard.press('Tab');
    const send = page.getByRole('button', { name: 'Anfrage senden' });
    await expect(send).toBeFocused();
  });
}
