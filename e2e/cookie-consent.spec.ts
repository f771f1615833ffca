import { expect, test, type Page } from './fixtures';
import {
  startAnalyticsTestServer,
  type AnalyticsTestServer,
  type RecordedRequest,
} from '../server/analytics/analytics-server-testing';
import { getRegion } from '../regions/registry';
import messages from '../messages/de.json' with { type: 'json' };
import { expectNoSeriousViolations, jobWithApplicationForm, openJobPaths, PORT, siteUrl } from './helpers';
import { applicationForm, expectThanks } from './application-helpers';

/**
 * docs/product.md §1, §4, §7 in Chromium against the analytics stand-in the e2e server sends to
 * (scripts/e2e-server.sh): nothing is requested before a choice or after "Ablehnen"; "Alle akzeptieren" loads the
 * tag with the site's measurement ids and sends the events and their server-side copies; withdrawing reloads the
 * page, deletes the cookies and ends the events. On two sites with different measurement ids.
 */
const ANALYTICS_PORT = Number(process.env.E2E_ANALYTICS_PORT ?? PORT + 4);
const m = messages.cookieConsent;
// A new visitor: nothing stored (the other specs start as one who refused, e2e/fixtures.ts).
test.use({ refusedConsent: false });

let standIn: AnalyticsTestServer;
test.beforeAll(async () => {
  standIn = await startAnalyticsTestServer(ANALYTICS_PORT);
});
test.afterAll(() => standIn.close());

const hits = (path: string) => standIn.requests.filter((r) => r.path === path);
const collected = (event: string) => hits('/g/collect').filter((r) => r.query.en === event);
const ids = (requests: RecordedRequest[], key: string) => requests.map((r) => r.query[key]).sort();

/** Every request of the page that leaves the site, or reaches an analytics endpoint of ours. */
function watchRequests(page: Page, host: string): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.host !== host || /^\/api\/(gmapi|conversionapi)/.test(url.pathname)) seen.push(request.url());
  });
  return seen;
}

const browserState = (page: Page) =>
  page.evaluate(() => ({ storage: Object.keys(localStorage).sort(), cookies: document.cookie }));

for (const site of ['franken', 'chiemgau']) {
  test(`${site}: nothing before consent or after "Ablehnen"; tag and events after "Alle akzeptieren"; none after withdrawal`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const region = getRegion(site)!;
    const measurementIds = [...region.GA4_MEASUREMENT_IDS].sort();
    const [jobPath] = await openJobPaths(request, site);
    const jobId = jobPath.split('/').pop()!;
    const outside = watchRequests(page, `${site}.localhost:${PORT}`);
    // The policy allows exactly what is loaded: not one violation, before or after consent.
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    standIn.requests.length = 0;

    // Before a choice: the banner, and nothing else — not even after a visit's 5 s.
    await page.goto(siteUrl(site, jobPath));
    const banner = page.getByRole('region', { name: m.banner.title });
    await expect(banner).toBeVisible();
    await page.waitForTimeout(6000);
    expect(outside).toEqual([]);
    expect(standIn.requests).toEqual([]);
    expect(await browserState(page)).toEqual({ storage: [], cookies: '' });

    // "Ablehnen": the refusal is kept (and only it); nothing loads, also on the next page.
    await banner.getByRole('button', { name: m.banner.reject }).click();
    await expect(banner).toBeHidden();
    await page.reload();
    await page.waitForTimeout(6000);
    await expect(banner).toBeHidden();
    expect(outside).toEqual([]);
    expect(standIn.requests).toEqual([]);
    expect(await browserState(page)).toEqual({ storage: ['cookie-consent'], cookies: '' });

    // "Alle akzeptieren" in the settings the footer opens again.
    await page.getByRole('contentinfo').getByRole('link', { name: m.footerLink }).click();
    const settings = page.getByRole('dialog', { name: m.settings.title });
    await settings.getByRole('button', { name: m.settings.acceptAll }).click();
    await expect(settings).toBeHidden();
    await expect.poll(() => hits('/gtag/js').map((r) => r.query.id)).toEqual([region.GA4_MEASUREMENT_IDS[0]]);
    await expect.poll(() => ids(collected('page_view'), 'tid')).toEqual(measurementIds);
    // The visit after its 5 s, to the shared base property and the site's own, with the job's dimensions.
    await expect.poll(() => ids(collected('job_visit'), 'tid'), { timeout: 15_000 }).toEqual(measurementIds);
    expect(collected('job_visit')[0].query).toMatchObject({
      'ep.entity_id': jobId,
      'ep.entity_type': 'job',
      'ep.route': jobPath,
      'ep.user_role': 'anonymous',
    });
    // Its server-side copy (docs/product.md §7) through /api/gmapi to the Measurement Protocol of both properties.
    await expect.poll(() => ids(hits('/mp/collect'), 'measurement_id')).toEqual(measurementIds);
    const copy = hits('/mp/collect')[0].body as { client_id: string; events: Array<{ name: string; params: object }> };
    expect(copy.events).toEqual([
      {
        name: 'ss_job_visit',
        params: expect.objectContaining({ entity_id: jobId, route: jobPath, server: 1, value: 1, frontend: site }),
      },
    ]);
    expect(copy.events[0].params).not.toHaveProperty('user_role');
    expect(copy.events[0].params).not.toHaveProperty('entity_owner');
    // The site's custom service with its customer id, with marketing consent (docs/product.md §3).
    const service = site === 'franken' ? 'jobware' : 'socialtelligence';
    await expect.poll(() => hits(`/services/${service}.js`).length).toBe(1);
    const state = await browserState(page);
    expect(state.storage).toEqual(['cookie-consent', 'userToken']);
    expect(state.cookies).toMatch(/_ga=GA1\.1\./);
    expect(copy.client_id).toBe(await page.evaluate(() => localStorage.getItem('userToken')));

    // Withdrawal: the page reloads, the analytics cookies and the token are gone, nothing more is sent.
    await page.getByRole('contentinfo').getByRole('link', { name: m.footerLink }).click();
    await settings.getByRole('checkbox', { name: m.purposes.statistics.title }).uncheck();
    await settings.getByRole('checkbox', { name: m.purposes.marketing.title }).uncheck();
    const reloaded = page.waitForEvent('load');
    await settings.getByRole('button', { name: m.settings.save }).click();
    await reloaded;
    const sent = standIn.requests.length;
    await page.waitForTimeout(6000);
    expect(standIn.requests.length).toBe(sent);
    expect(await browserState(page)).toEqual({ storage: ['cookie-consent'], cookies: '' });
    await expect(banner).toBeHidden();
    expect(violations).toEqual([]);
  });
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

test('the apply hooks: start and completion reach the tag, their server-side copies and the conversion API; a thanks without referrer reports the start too', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const region = getRegion('franken')!;
  const measurementIds = [...region.GA4_MEASUREMENT_IDS].sort();
  await jobWithApplicationForm(page, request, 'franken');
  await page.getByRole('region', { name: m.banner.title }).getByRole('button', { name: m.banner.acceptAll }).click();
  await expect.poll(() => hits('/gtag/js').length).toBeGreaterThan(0);
  standIn.requests.length = 0;
  const conversions = () =>
    hits('/conversions').map((r) => (r.body as { data: Array<{ event_name: string }> }).data[0].event_name);
  const copies = (event: string) =>
    hits('/mp/collect').filter((r) => (r.body as { events: Array<{ name: string }> }).events[0].name === `ss_${event}`);

  // The form's first focus is the apply start.
  const form = applicationForm(page);
  await form.getByLabel('Vorname').click();
  await expect.poll(() => ids(collected('job_apply_start'), 'tid')).toEqual(measurementIds);
  await expect.poll(() => ids(copies('job_apply_start'), 'measurement_id')).toEqual(measurementIds);
  await expect.poll(conversions).toEqual(['job_apply_start']);

  // Sent: the thanks is the completion; it came from the form, so no second start.
  await form.getByLabel('Vorname').fill('Lena');
  await form.getByLabel('Nachname').fill('Maier');
  await form.getByLabel('E-Mail-Adresse').fill(`hooks-${Date.now().toString(36)}@beispiel.de`);
  await form.getByLabel(/^Anschreiben/).fill('Ich freue mich auf die Aufgabe.');
  for (const yes of await form.getByRole('radio', { name: 'Ja' }).all()) await yes.check();
  await form
    .getByLabel(/^Lebenslauf und weitere Unterlagen/)
    .setInputFiles({ name: 'Lebenslauf.pdf', mimeType: 'application/pdf', buffer: PDF });
  await form.getByRole('button', { name: 'Bewerbung absenden' }).click();
  await expectThanks(page);
  await expect.poll(() => ids(collected('job_apply_complete'), 'tid')).toEqual(measurementIds);
  expect(collected('job_apply_complete')[0].query).toMatchObject({ 'ep.request_status': 'submitted' });
  await expect.poll(() => ids(copies('job_apply_complete'), 'measurement_id')).toEqual(measurementIds);
  await expect.poll(conversions).toEqual(['job_apply_start', 'job_apply_complete']);
  expect(collected('job_apply_start')).toHaveLength(2);

  // The thanks opened straight away (back from an employer's own system): the start hook too.
  const thanks = page.url();
  const direct = await page.context().newPage();
  await direct.goto(thanks);
  await expectThanks(direct);
  await expect
    .poll(conversions)
    .toEqual(['job_apply_start', 'job_apply_complete', 'job_apply_start', 'job_apply_complete']);
});

test('the banner and the settings are accessible at 390 and 1280 px, by keyboard too', async ({ page }) => {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    await page.context().clearCookies();
    await page.goto(siteUrl('franken', '/jobs'));
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    const banner = page.getByRole('region', { name: m.banner.title });
    await expect(banner).toBeVisible();
    // First in the page's order, as GOV.UK places its banner: the first Tab lands in it.
    await page.keyboard.press('Tab');
    await expect(banner.locator(':focus')).toHaveCount(1);
    await expectNoSeriousViolations(page);
    // The three choices are equally prominent: the same size.
    const boxes = await Promise.all(
      [m.banner.acceptAll, m.banner.reject, m.banner.settings].map((name) =>
        banner.getByRole('button', { name }).boundingBox(),
      ),
    );
    expect(new Set(boxes.map((box) => `${Math.round(box!.width)}x${Math.round(box!.height)}`)).size).toBe(1);
    // Keyboard: "Einstellungen" opens the settings with focus on their title; Escape closes them.
    await banner.getByRole('button', { name: m.banner.settings }).focus();
    await page.keyboard.press('Enter');
    const settings = page.getByRole('dialog', { name: m.settings.title });
    await expect(settings.getByRole('heading', { name: m.settings.title })).toBeFocused();
    await expectNoSeriousViolations(page);
    await page.keyboard.press('Escape');
    await expect(settings).toBeHidden();
    await expect(banner).toBeVisible();
  }
});
