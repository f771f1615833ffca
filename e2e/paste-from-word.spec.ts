import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures';
import { siteUrl } from './helpers';
import { recruiterOf, signIn, startPosting } from './posting-helpers';

/**
 * Pasting from Word keeps structure (docs/product-decisions.md "Pasting from Word"): Word's clipboard HTML
 * (server/richtext/fixtures/word-clipboard.html) pasted into a recruiter's description editor arrives as
 * lists and paragraphs; the table becomes paragraphs, since a recruiter's toolbar has no tables.
 */
const WORD = readFileSync(path.join(import.meta.dirname, '../server/richtext/fixtures/word-clipboard.html'), 'utf8');

test('Word’s bulleted, nested and numbered lists stay lists in a recruiter’s editor; its table becomes text', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const region = 'franken';
  await signIn(page, region, recruiterOf(region), '/job/wizard');
  const id = await startPosting(page, 'Mit Vorlage');
  await page.goto(siteUrl(region, `/job/wizard/${id}/beschreibung`));
  const editor = page.getByRole('textbox', { name: 'Stellenbeschreibung' });
  await expect(editor).toBeVisible();
  await editor.click();
  // What the browser does when Word's content is pasted: a paste event carrying Word's HTML.
  await editor.evaluate((element, html) => {
    const clipboardData = new DataTransfer();
    clipboardData.setData('text/html', html);
    clipboardData.setData('text/plain', 'Ihre Aufgaben');
    element.dispatchEvent(new ClipboardEvent('paste', { clipboardData, bubbles: true, cancelable: true }));
  }, WORD);

  await expect(editor.locator('ul > li').first()).toContainText('Grund- und Behandlungspflege');
  await expect(editor.locator('ul ul > li')).toHaveText('im Frühdienst und Spätdienst');
  await expect(editor.locator('ol > li')).toHaveText(['Unterlagen hochladen', 'Gespräch vereinbaren']);
  await expect(editor.locator('strong', { hasText: 'Frühdienst' })).toBeVisible();
  // Word's markers and table are gone; the cells' words are kept as paragraphs.
  await expect(editor).not.toContainText('·');
  await expect(editor.locator('table')).toHaveCount(0);
  await expect(editor.locator('p', { hasText: 'Arbeitszeit' })).toBeVisible();
  expect(await editor.locator('[style], [class*="Mso"]').count()).toBe(0);
});
