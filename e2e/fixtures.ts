import { test as base, type Browser, type BrowserContext } from '@playwright/test';
import { REGIONS } from '../regions/registry';
import { siteUrl } from './helpers';

// Everything else of Playwright's as is; `test` below shadows its own.
export * from '@playwright/test';

/** The consent record of a visitor who refused analytics, per site host (lib/analytics/consent-storage.ts). */
function refusedRecords(): Record<string, string> {
  const at = new Date().toISOString();
  return Object.fromEntries(
    REGIONS.map((region) => [
      new URL(siteUrl(region.id)).host,
      JSON.stringify({
        id: `e2e-refused-${region.id}`.padEnd(16, '0'),
        cmp: region.CMP_ID,
        version: region.TRACKING.consentVersion,
        at,
        statistics: false,
        marketing: false,
      }),
    ]),
  );
}

const RECORDS = refusedRecords();

/** Runs in every page before its own scripts: the site's record, unless the page already has a choice. */
function storeRefusal(records: Record<string, string>) {
  const record = records[location.host];
  try {
    if (record && !localStorage.getItem('cookie-consent')) localStorage.setItem('cookie-consent', record);
  } catch {
    // Opaque origins (about:blank, data:) have no storage.
  }
}

async function startRefused(context: BrowserContext): Promise<BrowserContext> {
  await context.addInitScript(storeRefusal, RECORDS);
  return context;
}

/**
 * The specs' `test`: every page starts as a visitor who refused analytics on every site, so the cookie banner covers
 * nothing the tests look at and nothing loads; `test.use({ refusedConsent: false })` starts as a new visitor
 * (e2e/cookie-consent.spec.ts). An init script and not Playwright's `storageState`: a state with localStorage for
 * 28 origins makes Playwright open each origin in every new context, 2.3 s per test (docs/architecture.md
 * "End-to-end run time"). Contexts a test opens itself (without script, a second user) start the same way, so
 * `browser.newContext` is wrapped for the test's duration.
 */
export const test = base.extend<{ refusedConsent: boolean; refusedConsentInContexts: void }>({
  refusedConsent: [true, { option: true }],
  refusedConsentInContexts: [
    async ({ browser, refusedConsent }, use) => {
      if (!refusedConsent) return use();
      const newContext = browser.newContext;
      const wrapped: Browser['newContext'] = async (options) => startRefused(await newContext.call(browser, options));
      browser.newContext = wrapped;
      try {
        await use();
      } finally {
        browser.newContext = newContext;
      }
    },
    { auto: true },
  ],
});
