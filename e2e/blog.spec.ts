import { expect, test, type Page } from './fixtures';
import sharp from 'sharp';
import { expectNoSeriousViolations, siteRequest, siteUrl } from './helpers';
import { JOB_EDITOR, signIn } from './posting-helpers';

/**
 * The blog (docs/product-decisions.md "Blog"): on the sites that have it, an editor writes and publishes a post with
 * CKEditor and a teaser image, and visitors find it in the list (fresh from the page cache within seconds), on its
 * page with BlogPosting markup and share links, in the RSS feed, the sitemap and on the front page; where the site
 * has no blog every blog path is a 404. axe at phone and desktop width on every new page.
 */
const BLOG = 'chiemgau';
const stamp = Date.now().toString(36);

test.describe.configure({ mode: 'serial' });

const jpeg = () =>
  sharp({ create: { width: 1200, height: 700, channels: 3, background: { r: 26, g: 115, b: 181 } } })
    .jpeg()
    .toBuffer();

async function axeAtBothWidths(page: Page) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoSeriousViolations(page);
  }
}

test('the blog is there on Chiemgau and Innsalzach, with its demo posts, and a 404 on Franken', async ({
  page,
  request,
}) => {
  for (const site of ['chiemgau', 'innsalzach']) {
    const response = await page.goto(siteUrl(site, '/blog'));
    expect(response?.status(), site).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(4);
    await expect(
      page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Blog' }),
    ).toBeVisible();
  }
  await axeAtBothWidths(page);
  for (const path of ['/blog', '/blog/rss.xml', '/blog/redaktion', '/blog/gehalt-verhandeln', '/blog/sitemap.xml'])
    expect((await siteRequest(request, 'franken', path)).status(), path).toBe(404);
  const frankenIndex = await (await siteRequest(request, 'franken', '/sitemap.xml')).text();
  expect(frankenIndex).not.toContain('/blog/sitemap.xml');
  await page.goto(siteUrl('franken', '/'));
  await expect(
    page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Blog' }),
  ).toHaveCount(0);
});

test('an editor writes and publishes a post; it is in the list, on its page, in the feed, the sitemap and the front page', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const title = `Ferienjobs am See ${stamp}`;
  // A visitor's list comes from the page cache before the post exists.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(siteUrl(BLOG, '/blog'));
  expect((await visitor.reload())?.headers()['x-page-cache']).toBe('hit');

  await signIn(page, BLOG, JOB_EDITOR, '/blog/redaktion');
  await expect(page.getByRole('heading', { level: 1, name: 'Blog verwalten' })).toBeVisible();
  await axeAtBothWidths(page);
  await page.getByRole('link', { name: 'Neuer Beitrag' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Neuer Beitrag' })).toBeVisible();

  await page.getByLabel('Titel', { exact: true }).fill(title);
  // Publishing needs a teaser and a text: refused next to the fields, and nothing typed is lost.
  await page.getByRole('button', { name: 'Veröffentlichen' }).click();
  await expect(page.getByRole('region', { name: 'Neuer Beitrag' }).getByRole('alert')).toContainText(
    'Bitte prüfen Sie die markierten Felder.',
  );
  await expect(page.locator('#blog-teaser-error')).toHaveText(
    'Zum Veröffentlichen braucht der Beitrag einen Anrisstext.',
  );
  await expect(page.getByLabel('Titel', { exact: true })).toHaveValue(title);

  await page
    .getByLabel('Anrisstext', { exact: true })
    .fill('Wer im Sommer jobben will, findet rund um den See viele Stellen.');
  await page
    .getByLabel('Titelbild', { exact: true })
    .setInputFiles({ name: 'see.jpg', mimeType: 'image/jpeg', buffer: await jpeg() });
  await expect(page.getByText('Hochgeladen: see.jpg')).toBeVisible();
  await page.getByLabel('Bildbeschreibung', { exact: true }).fill('Segelboote auf dem See');
  const editable = page.getByRole('textbox', { name: /^Text\./ });
  await editable.click();
  await page.keyboard.type('Ob Gastronomie, Verleih oder Camping: Bewirb dich früh.');
  await axeAtBothWidths(page);
  await page.getByRole('button', { name: 'Veröffentlichen' }).click();
  await page.waitForURL(/\/blog\/redaktion\/[0-9a-f-]{36}\?status=published$/);
  await expect(
    page.getByRole('status').filter({ hasText: 'Veröffentlicht: Der Beitrag steht jetzt im Blog' }),
  ).toBeVisible();
  const published = Date.now();
  const postPath = (await page.getByRole('link', { name: 'Beitrag ansehen' }).getAttribute('href'))!;
  expect(postPath).toBe(`/blog/ferienjobs-am-see-${stamp}`);

  // The visitor's cached list shows it within seconds of publishing.
  await expect(async () => {
    await visitor.goto(siteUrl(BLOG, '/blog'));
    await expect(visitor.getByRole('link', { name: title })).toBeVisible({ timeout: 200 });
  }).toPass({ timeout: 5000 - (Date.now() - published), intervals: [250] });

  await visitor.getByRole('link', { name: title }).click();
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(visitor.getByText('Ob Gastronomie, Verleih oder Camping: Bewirb dich früh.')).toBeVisible();
  await expect(visitor.getByRole('img', { name: 'Segelboote auf dem See' })).toBeVisible();
  await expect(visitor.getByRole('link', { name: /^Auf WhatsApp teilen/ })).toHaveAttribute('href', /wa\.me/);
  const scripts = await visitor.locator('script[type="application/ld+json"]').allTextContents();
  const ld = JSON.parse(scripts.find((s) => s.includes('"BlogPosting"'))!);
  expect(ld).toMatchObject({ '@type': 'BlogPosting', headline: title, url: siteUrl(BLOG, postPath) });
  await axeAtBothWidths(visitor);

  const feed = await siteRequest(request, BLOG, '/blog/rss.xml');
  expect(feed.headers()['content-type']).toContain('application/rss+xml');
  const xml = await feed.text();
  expect(xml).toContain(`<title>${title}</title>`);
  expect(xml).toContain(`<link>${siteUrl(BLOG, postPath)}</link>`);
  const sitemap = await (await siteRequest(request, BLOG, '/blog/sitemap.xml')).text();
  expect(sitemap).toContain(`<loc>${siteUrl(BLOG, postPath)}</loc>`);
  expect(await (await siteRequest(request, BLOG, '/sitemap.xml')).text()).toContain('/blog/sitemap.xml');

  await visitor.goto(siteUrl(BLOG, '/'));
  await expect(visitor.getByRole('region', { name: 'Aus dem Blog' }).getByRole('link', { name: title })).toBeVisible();
});

test('employer pages have the same share links', async ({ page, request }) => {
  const sitemap = await (await siteRequest(request, BLOG, '/organization/sitemap.xml')).text();
  const employer = new URL(/<loc>([^<]+)<\/loc>/.exec(sitemap)![1]).pathname;
  await page.goto(siteUrl(BLOG, employer));
  const share = page.getByRole('region', { name: 'Arbeitgeber teilen' });
  await expect(share.getByRole('link', { name: /^Auf LinkedIn teilen/ })).toHaveAttribute(
    'href',
    `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(siteUrl(BLOG, employer))}`,
  );
});
