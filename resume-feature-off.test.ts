// docs/product.md §1.4 RESUME_FEATURE_ACTIVE off on a test site: every resume page, the menu entry, the resume search,
// resume alerts and the contact-request offers are gone together, in the proxy, the menus, the API and the offer
// texts alike (docs/product-decisions.md "Resume feature off").
import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import messages from './messages/de.json';
import { productIncludes as offerText, type ProductContext } from './components/commerce/product-text';
import { siteMenu } from './lib/routing/feature-paths';
import { routeRequest } from './lib/routing/route-request';
import { testRegion } from './lib/routing/test-region';
import { seekerSections, workspaceSections } from './lib/workspace/sections';
import { productIncludes, productSiteOf } from './server/commerce/orders/products';
import type { GraphQLContext } from './server/graphql/context';
import { FEATURE_GATES, withFeatureGates } from './server/graphql/feature-gates';
import { resolvers } from './server/schema/resolvers';

const on = testRegion();
const off = testRegion({ FEATURES: { RESUME_FEATURE_ACTIVE: false } });
const route = (region: typeof on, path: string) => routeRequest(region, path, new URLSearchParams());
const gone = { type: 'redirect', status: 308, location: '/404' };

describe('resume feature off on a test site', () => {
  it.each([
    ['the own resume', '/lebenslauf'],
    ['the resume wizard', '/lebenslauf/wizard/job-preferences'],
    ['the resume PDF', '/lebenslauf/pdf'],
    ['the resume search', '/bewerbersuche'],
    ['a resume as a recruiter sees it', '/bewerbersuche/5eedc61e-25fa-8a95-9acb-c8b5e77fa2a6'],
    ['a resume alert', '/resume-alert/edit/42'],
    ["the recruiter's candidates (resume alerts, sent contact requests)", '/job-manager/kandidaten'],
    ["the seeker's contact requests", '/user/kontaktanfragen'],
  ])('%s (%s) redirects to /404, and is there while the feature is on', (_name, path) => {
    expect(route(off, path)).toEqual(gone);
    expect(route(on, path)).not.toEqual(gone);
  });

  it('leaves the resume out of the header menu', () => {
    expect(siteMenu(on).map((item) => item.labelKey)).toContain('resume');
    expect(siteMenu(off).map((item) => item.labelKey)).toEqual(['jobs', 'organizations', 'contact']);
  });

  it("leaves the resume and its contact requests out of the seeker's pages, the candidates out of the workspace", () => {
    expect(seekerSections(off).map((s) => s.key)).toEqual(['overview', 'applications', 'alerts', 'account', 'data']);
    expect(workspaceSections(['recruiter'], off).map((s) => s.key)).not.toContain('candidates');
    expect(workspaceSections(['recruiter'], on).map((s) => s.key)).toContain('candidates');
  });

  it('refuses every resume operation of the API: resumes, the search, contact requests, resume alerts', () => {
    const gated = withFeatureGates(resolvers);
    const roots = { ...gated.Query, ...gated.Mutation } as unknown as Record<string, (...args: unknown[]) => unknown>;
    const ctx = { region: off } as GraphQLContext;
    expect(FEATURE_GATES.RESUME_FEATURE_ACTIVE).toEqual(
      expect.arrayContaining(['searchResumes', 'requestResumeContact', 'saveResumeAlert', 'myResume']),
    );
    for (const name of FEATURE_GATES.RESUME_FEATURE_ACTIVE!)
      expect(() => roots[name]({}, {}, ctx, {}), name).toThrow('Lebensläufe gibt es auf dieser Seite nicht.');
  });

  it('offers subscriptions without contact requests, on the price list and in the checkout', () => {
    const subscription = {
      kind: 'subscription' as const,
      credits: null,
      jobSlots: 5,
      resumeContactSlots: 10,
      durationDays: 365,
    };
    expect(productIncludes(subscription, productSiteOf(on))).toContain('10 Lebenslauf-Kontakte');
    expect(productIncludes(subscription, productSiteOf(off))).toBe(
      '5 Stellenanzeigen gleichzeitig online, 365 Tage Laufzeit',
    );

    const t = createTranslator({ locale: 'de', messages, namespace: 'commerce' });
    const context = (region: typeof on): ProductContext => ({
      site: region.SITENAME,
      postingDays: 30,
      currencyPosition: 'after',
      resumeContacts: region.FEATURES.RESUME_FEATURE_ACTIVE,
    });
    const product = { ...subscription, id: 'p', sku: 's', name: 'Abo', netCents: 1, grossCents: 1, currency: 'EUR' };
    const translate = t as unknown as Parameters<typeof offerText>[0];
    expect(offerText(translate, product as never, context(on))).toContain('Kontaktanfragen');
    expect(offerText(translate, product as never, context(off))).not.toMatch(/Kontaktanfrage|Lebenslauf/);
  });
});
