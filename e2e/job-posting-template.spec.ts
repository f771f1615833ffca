import { expect, test } from './fixtures';
import { PORT } from './helpers';
import {
  applyByEmail,
  fillPlaceAndRequirements,
  fillSalary,
  findAndOpen,
  nextStep,
  recruiterOf,
  review,
  signIn,
  startPosting,
  submitForReview,
  uniqueWord,
} from './posting-helpers';
import { adFromPromptFacts, startChatTestServer, type ChatTestServer } from '../server/ai/chat-server-testing';

/**
 * Done when: in Chromium on two regions, the demo recruiter writes a job per template from empty
 * (CKEditor text with a script tag and bold, an AI draft streamed from the local model server), it waits
 * for review (the demo employer is untrusted), the job editor approves it, and it is found by search with
 * the script text escaped on its page and its place in the JobPosting.
 */
const AI_PORT = Number(process.env.E2E_AI_PORT ?? PORT + 2);
let model: ChatTestServer;

test.beforeAll(async () => {
  model = await startChatTestServer(AI_PORT);
  model.reply = adFromPromptFacts;
});
test.afterAll(async () => model.close());

const PLACES: Record<string, string> = { franken: 'Erlangen', rosenheim: 'Wasserburg' };

for (const region of ['franken', 'rosenheim']) {
  test(`on ${region}: a job per template from empty to published, found by search, script text escaped`, async ({
    browser,
    page,
  }) => {
    test.setTimeout(120_000);
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const word = uniqueWord('Konditor');
    const title = `${word} Backstube`;
    await signIn(page, region, recruiterOf(region), '/job/wizard');
    await startPosting(page, 'Mit Vorlage');

    await page.getByLabel('Stellentitel').fill(title);
    await nextStep(page, 'Ort & Rahmen');
    const place = await fillPlaceAndRequirements(page, PLACES[region]);
    await nextStep(page, 'Gehaltsangabe');
    await fillSalary(page, '2800', '3400');
    await nextStep(page, 'Beschreibung');

    // The AI draft streams from the local model server into the editor, written from the fields.
    const editor = page.getByRole('textbox', { name: 'Stellenbeschreibung' });
    await expect(editor).toBeVisible();
    const before = model.requests.length;
    await page.getByRole('button', { name: 'KI-Entwurf' }).click();
    await expect(page.getByText('Der KI-Entwurf steht im Editor.')).toBeVisible();
    expect(model.requests.length).toBe(before + 1);
    expect(model.requests.at(-1)!.body.messages!.at(-1)!.content).toContain(title);
    await expect(editor.getByRole('heading', { name: 'Ihre Aufgaben' })).toBeVisible();
    await expect(editor).toContainText(title);

    // Typed after the draft: a script tag as text, and bold text.
    await editor.click();
    await page.keyboard.press('Control+End');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Kein Code: <script>alert(1)</script> ');
    await page.keyboard.press('Control+B');
    await page.keyboard.type('Frische Brezen jeden Morgen');
    await page.keyboard.press('Control+B');
    await expect(editor.locator('strong')).toHaveText('Frische Brezen jeden Morgen');
    await nextStep(page, 'Bewerbung');
    await applyByEmail(page, `personal-${word.toLowerCase()}@beispiel.de`);
    await nextStep(page, 'Vorschau & Veröffentlichen');

    // The preview shows the ad as seekers will see it, the script text as text.
    await expect(page.getByText('Kein Code: <script>alert(1)</script>')).toBeVisible();
    await submitForReview(page);

    const editorPage = await (await browser.newContext()).newPage();
    await review(editorPage, region, title);
    await editorPage.context().close();

    await findAndOpen(page, region, title, title);
    await expect(page.getByText('Kein Code: <script>alert(1)</script>')).toBeVisible();
    await expect(page.locator('strong', { hasText: 'Frische Brezen jeden Morgen' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Ihre Aufgaben' })).toBeVisible();
    // The page's data scripts carry the text escaped; no script element holds the typed code itself.
    const scripts = await page.locator('script').evaluateAll((all) => all.map((s) => s.textContent?.trim()));
    expect(scripts).not.toContain('alert(1)');
    expect(dialogs).toEqual([]);

    const ld = (await page.locator('script[type="application/ld+json"]').allTextContents())
      .map((text) => JSON.parse(text) as { '@type'?: string; jobLocation?: unknown })
      .find((data) => data['@type'] === 'JobPosting');
    expect(JSON.stringify(ld?.jobLocation)).toContain(place.split(/[ ,(]/)[0]);
  });
}
