import { expect, test, type APIRequestContext, type Browser, type Page } from './fixtures';
import { PORT } from './helpers';
import {
  browserAs,
  startFlagServer,
  TOP_CV_URL,
  type FlagServer,
  type NewClient,
  type Role,
} from './flag-walk-servers';
import { featureFlags, type FeatureFlags } from '../regions/schema';
import { toPublicPath } from '../lib/routing/path-translations';

/**
 * The flag walk (regions/README.md "The flag walk"): every flag of regions/schema.ts on and off on one test site,
 * Stuttgart, each checked by what a visitor sees (regions/feature-reference.ts says what that is). Two production
 * servers of the same build, one with every flag on, one with every flag off; each row of WALK holds on the first
 * and not on the second. Read-only mode and the captcha are on together with everything else, so the rows only
 * read; PATH_TRANSLATIONS_ACTIVE off gives the off server the internal English paths, so rows name internal paths.
 * A flag whose page lies below another flag's (INCOMPLETE_REDIRECT_TO_WIZARD, RESUME_IMPORT and TOP_CV below
 * RESUME_FEATURE_ACTIVE) shows its own "off" on the off server's second site, which has every flag off but the
 * resume feature (e2e/flag-walk-servers.ts INNER_SITE).
 */

/** What a server's demo data holds that a row needs: an open job with our application form, its draft, its count. */
type Facts = { job: string; draft: string; employers: number };
/** One answer as the test reads it: the HTML without its scripts, so a check sees what the page shows. */
type Seen = { status: number; location: string; headers: Record<string, string>; html: string; h1: string };

type HttpCheck = { browser?: never; shows: (seen: Seen, facts: Facts) => boolean };
/** Where script decides what is seen: a browser page. */
type PageCheck = { browser: true; shows: (page: Page) => Promise<boolean> };
type Walk = {
  /** What a visitor sees on, and off: the test's name. */
  effect: string;
  /** An internal path (the on server asks for its public form), or one made from the server's demo data. */
  path: string | ((facts: Facts) => string);
  /** Who looks: a visitor (default) or the site's demo applicant or employer, signed in. */
  as?: Role;
  /** The page lies below the resume pages: its "off" is looked at where only they are on (INNER_SITE). */
  belowResumes?: true;
} & (HttpCheck | PageCheck);

const has = (text: string) => (seen: Seen) => seen.status === 200 && seen.html.includes(text);
const pageTitled =
  (h1: string, text = '') =>
  (seen: Seen) =>
    seen.status === 200 && seen.h1 === h1 && has(text)(seen);
const redirectsTo = (pattern: RegExp) => (seen: Seen) => seen.status === 307 && pattern.test(seen.location);
const CONSENT_DIALOG = 'Unsere Geschäftsbedingungen haben sich geändert';

/** Every flag, how to see it, and a check that holds with the flag on and not with it off. */
const WALK: Record<keyof FeatureFlags, Walk> = {
  RESUME_FEATURE_ACTIVE: {
    effect: '/lebenslauf is the resume page on, a redirect to /404 off',
    path: '/resume',
    shows: pageTitled('Dein Lebenslauf'),
  },
  APPLICANT_FEATURE_ACTIVE: {
    effect: 'the employer’s applications inbox is there on, 404 off',
    path: '/job-manager/bewerbungen',
    as: 'employer',
    shows: pageTitled('Bewerbungen'),
  },
  INCOMPLETE_REDIRECT_TO_WIZARD: {
    effect: 'a signed-in user without a resume is sent from /lebenslauf to the wizard on, not off',
    belowResumes: true,
    path: '/resume',
    as: 'employer',
    shows: redirectsTo(/\/(lebenslauf|resume)\/wizard$/),
  },
  BLOG_FEATURE_ACTIVE: {
    effect: '/blog is the blog on, 404 off',
    path: '/blog',
    shows: pageTitled('Blog', '<article'),
  },
  BOOKMARKS_FEATURE_ACTIVE: {
    effect: '/merkliste is the Merkliste on, 404 off',
    path: '/bookmarks',
    shows: pageTitled('Merkliste'),
  },
  SALARY_FREE_INPUT: {
    effect: 'the wizard’s salary step offers a range of the employer’s own on, the bands only off',
    path: (facts) => `/job/wizard/${facts.draft}/gehalt`,
    as: 'employer',
    shows: has('Spanne von – bis'),
  },
  JOB_TRACKING_PIXEL: {
    effect: 'a job’s tracking pixel is an image on, 404 off',
    path: (facts) => `/api/jobs/${facts.job}/pixel.gif`,
    shows: (seen) => seen.status === 200 && seen.headers['content-type'] === 'image/gif',
  },
  ATTACHMENTS_FEATURE_ACTIVE: {
    effect: 'the application form on a job page has a file field on, none off',
    path: (facts) => `/job/${facts.job}`,
    shows: has('type="file"'),
  },
  AI_JOB_DESCRIPTION: {
    effect: 'the employers page lists the AI help with the ad text on, not off',
    path: '/employers',
    shows: has('KI-Unterstützung beim Schreiben des Anzeigentextes'),
  },
  RESUME_IMPORT: {
    effect: 'the resume wizard starts with the CV import on, not off',
    belowResumes: true,
    path: '/resume/wizard',
    as: 'employer',
    shows: redirectsTo(/\/wizard\/import$/),
  },
  TOP_CV: {
    effect: 'the resume page links to the TopCV check on, not off',
    belowResumes: true,
    path: '/resume',
    as: 'applicant',
    shows: has(`href="${TOP_CV_URL}"`),
  },
  FIELDS_OF_STUDY: {
    effect: 'the employer directory filters by field of study on, not off',
    path: '/organizations',
    shows: has('<summary>Studienrichtungen</summary>'),
  },
  NEWSLETTER: {
    effect: '/newsletter is the sign-up on, 404 off',
    path: '/newsletter',
    shows: pageTitled('Newsletter', 'Newsletter bestellen'),
  },
  PASSWORD_POLICY: {
    effect: 'sign-up asks for at least 12 characters on, 10 off',
    path: '/user/register',
    shows: has('Mindestens 12 Zeichen'),
  },
  CAPTCHA: {
    effect: 'sign-up carries the proof-of-work check on, none off',
    path: '/user/register',
    shows: has('Ohne JavaScript prüfen wir anders'),
  },
  LANDING_ADS: {
    effect: 'the landing page /pflege-jobs ends with current job ads on, none off',
    path: '/pflege-jobs',
    shows: has('Aktuelle Stellenangebote: Pflege'),
  },
  GDPR_CONSENT: {
    effect: 'a signed-in user is asked to accept the changed terms on, not off',
    path: '/',
    as: 'applicant',
    browser: true,
    shows: async (page) => {
      await expect(page.getByTitle('Angemeldet als Bea Bewerberin')).toBeAttached();
      const dialog = page.getByRole('dialog', { name: CONSENT_DIALOG });
      return dialog.waitFor({ timeout: 5_000 }).then(
        () => true,
        () => false,
      );
    },
  },
  EURO_VAT: {
    effect: 'the price table notes the reverse charge on, not off',
    path: '/employers',
    shows: has('zahlen keine deutsche Umsatzsteuer (Reverse Charge)'),
  },
  ORDER_ADDITIONAL_INFO: {
    effect: 'the checkout asks for an order reference on, not off',
    path: '/checkout',
    as: 'employer',
    shows: has('name="orderReference"'),
  },
  GA4_STATS: {
    effect: 'pages may send to Google Analytics on, to their own origin only off',
    path: '/',
    shows: (seen) => /connect-src [^;]*google-analytics\.com/.test(seen.headers['content-security-policy'] ?? ''),
  },
  POWERED_BY_FOOTER: {
    effect: 'the footer names the operator on, not off',
    path: '/',
    shows: has('Ein Regionalportal der'),
  },
  SUBSCRIPTIONS_FEATURE_ACTIVE: {
    effect: '/my-products lists the subscription and offers one on, “Abonnements gibt es auf dieser Seite nicht.” off',
    path: '/my-products',
    as: 'employer',
    shows: (seen) =>
      has('Laufzeit')(seen) &&
      has('Abo abschließen')(seen) &&
      !seen.html.includes('Abonnements gibt es auf dieser Seite nicht.'),
  },
  READ_ONLY_MODE: {
    effect: 'every page carries the maintenance notice on, none off',
    path: '/',
    shows: has('Wartungsarbeiten: Diese Seite lässt sich gerade nur lesen.'),
  },
  SHOW_ONLY_FEATURED_ORGANIZATIONS: {
    effect: 'the employer directory lists the featured employers only on, every employer off',
    path: '/organizations',
    // The directory's count against the organization sitemap, which lists every employer either way.
    shows: (seen, facts) => Number(/id="org-results"[^>]*>(\d+) Arbeitgeber</.exec(seen.html)?.[1]) < facts.employers,
  },
  SHOW_PUBLISHED_DATE: {
    effect: 'job teasers show the publication date on, not off',
    path: '/jobs',
    shows: has('Veröffentlicht'),
  },
  PATH_TRANSLATIONS_ACTIVE: {
    effect: 'the menu links /arbeitgeber on, /organizations off',
    path: '/',
    shows: has('href="/arbeitgeber"'),
  },
};

type Server = FlagServer & { facts: Facts };

async function look(server: Server, client: APIRequestContext, path: string): Promise<Seen> {
  const response = await client.get(path, { maxRedirects: 0 });
  // A broken page must not pass for a flag that is off.
  expect(response.status(), `${path} on port ${server.port}`).toBeLessThan(500);
  const html = (await response.text()).replace(/<script[\s\S]*?<\/script>/g, '');
  const headers = response.headers();
  const h1 = /<h1[^>]*>([^<]*)</.exec(html)?.[1] ?? '';
  return { status: response.status(), location: headers.location ?? '', headers, html, h1 };
}

/** The demo data a row needs, as this server shows it (ids of jobs written at seed time differ between the two). */
async function factsOf(server: FlagServer): Promise<Facts> {
  const get = async (path: string, role: Role = 'anonymous') =>
    (await server.as[role].get(path, { maxRedirects: 0 })).text();
  const locations = async (sitemap: string) =>
    [...(await get(sitemap)).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  let job = '';
  for (const path of (await locations('/job/sitemap.xml')).slice(0, 10)) {
    if ((await get(path)).includes('Bewerbung absenden')) {
      job = path.split('/').pop()!;
      break;
    }
  }
  const draft = /href="\/job\/wizard\/([^/"]+)\//.exec(await get('/job-manager?status=draft', 'employer'))?.[1] ?? '';
  const employers = (await locations('/organization/sitemap.xml')).length;
  if (!job || !draft || !employers) throw new Error(`demo data missing on port ${server.port}: ${job}, ${draft}`);
  return { job, draft, employers };
}

/** Whether `walk` holds on `server`: over HTTP, or in a browser page of the server's origin. */
async function holds(server: Server, walk: Walk, browser: Browser): Promise<boolean> {
  const internal = typeof walk.path === 'string' ? walk.path : walk.path(server.facts);
  // The on server has PATH_TRANSLATIONS_ACTIVE on: it answers under the public German paths.
  const path = server.on ? toPublicPath(internal, 'de') : internal;
  const role = walk.as ?? 'anonymous';
  const clients = walk.belowResumes && server.inner ? server.inner : server.as;
  if (!walk.browser) return walk.shows(await look(server, clients[role], path), server.facts);
  const context = await browserAs(browser, server, role);
  try {
    const page = await context.newPage();
    await page.goto(`${server.origin}${path}`);
    return await walk.shows(page);
  } finally {
    await context.close();
  }
}

test.describe.configure({ mode: 'serial' });

const started: FlagServer[] = [];
const servers: Partial<Record<'on' | 'off', Server>> = {};
const server = (which: 'on' | 'off'): Server => {
  const found = servers[which];
  if (!found) throw new Error(`the ${which} server did not start`);
  return found;
};

test.beforeAll(async ({ playwright }) => {
  // Two seeds (about 40 s each on this machine) and two starts, side by side.
  test.setTimeout(300_000);
  const newClient: NewClient = (options) => playwright.request.newContext(options);
  const results = await Promise.allSettled(
    [true, false].map((on) => startFlagServer(newClient, on, on ? PORT + 10 : PORT + 20)),
  );
  for (const result of results) if (result.status === 'fulfilled') started.push(result.value);
  for (const result of results) if (result.status === 'rejected') throw result.reason;
  for (const s of started) servers[s.on ? 'on' : 'off'] = { ...s, facts: await factsOf(s) };
});

test.afterAll(async () => {
  await Promise.all(started.map((s) => s.stop()));
});

test('the walk has a row for every flag of FeatureFlags', () => {
  expect(Object.keys(WALK).sort()).toEqual(Object.keys(featureFlags.shape).sort());
});

for (const [flag, walk] of Object.entries(WALK)) {
  test(`${flag}: ${walk.effect}`, async ({ browser }) => {
    expect(await holds(server('on'), walk, browser), 'with every flag on').toBe(true);
    expect(await holds(server('off'), walk, browser), 'with every flag off').toBe(false);
  });
}
