import { describe, expect, it } from 'vitest';
import { getRegion } from '@/regions/registry';
import { testRegion } from '@/lib/routing/test-region';
import { seekerSections, workspaceSections } from './sections';

describe('workspaceSections: the workspace navigation per role', () => {
  it.each([
    [[], ['jobs', 'applications', 'candidates', 'profile', 'team', 'products', 'log']],
    [['recruiter'], ['jobs', 'applications', 'candidates', 'profile', 'team', 'products', 'log']],
    [
      ['applicant', 'recruiter'],
      ['jobs', 'applications', 'candidates', 'profile', 'team', 'products', 'log'],
    ],
    [
      ['site_admin'],
      ['jobs', 'applications', 'candidates', 'profile', 'team', 'products', 'log', 'orders', 'organizations'],
    ],
    [
      ['administrator'],
      ['jobs', 'applications', 'candidates', 'profile', 'team', 'products', 'log', 'orders', 'organizations'],
    ],
    // A job editor reviews content; the site's orders (money) are not theirs.
    [
      ['job_editor', 'recruiter'],
      ['jobs', 'applications', 'candidates', 'profile', 'team', 'products', 'log'],
    ],
  ])('%j → %j', (roles, keys) => {
    expect(workspaceSections(roles).map((s) => s.key)).toEqual(keys);
  });

  it.each([
    ['an editor on a site with a blog', ['job_editor'], 'chiemgau', true],
    ['an editor on a site without', ['job_editor'], 'franken', false],
    ['a recruiter on a site with a blog', ['recruiter'], 'chiemgau', false],
  ])('the blog: %s → %s', (_name, roles, site, shown) => {
    const keys = workspaceSections(roles, getRegion(site)!).map((s) => s.key);
    expect(keys.includes('blog')).toBe(shown);
  });

  it.each([
    ['a site admin where the site has a newsletter', ['site_admin'], 'ludwigsburg', true],
    ['an administrator where it has none', ['administrator'], 'franken', false],
    ['a job editor where it has one', ['job_editor'], 'ludwigsburg', false],
  ])('the newsletter subscribers: %s → %s', (_name, roles, site, shown) => {
    const keys = workspaceSections(roles, getRegion(site)!).map((s) => s.key);
    expect(keys.includes('newsletter')).toBe(shown);
  });

  it('leads "Guthaben & Rechnungen" to /my-products and the orders to the job manager', () => {
    const paths = Object.fromEntries(workspaceSections(['administrator']).map((s) => [s.key, s.path]));
    expect(paths.products).toBe('/my-products');
    expect(paths.orders).toBe('/job-manager/bestellungen');
  });
});

describe('seekerSections: the job seeker’s navigation', () => {
  const region = getRegion('franken')!;
  it('names the pages in order with their public paths', () => {
    expect(seekerSections(region)).toEqual([
      { key: 'overview', href: '/dashboard' },
      { key: 'resume', href: '/lebenslauf' },
      { key: 'applications', href: '/user/bewerbungen' },
      { key: 'alerts', href: '/user/suchauftraege' },
      { key: 'contactRequests', href: '/user/kontaktanfragen' },
      { key: 'account', href: '/user' },
      { key: 'data', href: '/user/daten' },
    ]);
  });

  it.each([
    ['translations off: the internal path', { PATH_TRANSLATIONS_ACTIVE: false }, '/resume'],
    ['resume feature off: no resume entry', { RESUME_FEATURE_ACTIVE: false }, undefined],
  ])('%s', (_name, features, resume) => {
    const site = { ...region, FEATURES: { ...region.FEATURES, ...features } };
    expect(seekerSections(site).find((s) => s.key === 'resume')?.href).toBe(resume);
  });

  it('leaves the contact requests to the resume out where the resume feature is off', () => {
    const site = { ...region, FEATURES: { ...region.FEATURES, RESUME_FEATURE_ACTIVE: false } };
    expect(seekerSections(site).map((s) => s.key)).toEqual(['overview', 'applications', 'alerts', 'account', 'data']);
  });
});

describe('workspaceSections with the site’s features', () => {
  it.each([
    [true, true],
    [false, false],
  ])('resume feature %s: the candidates (resume work) listed %s', (on, listed) => {
    const keys = workspaceSections(['recruiter'], testRegion({ FEATURES: { RESUME_FEATURE_ACTIVE: on } })).map(
      (s) => s.key,
    );
    expect(keys.includes('candidates')).toBe(listed);
    expect(keys).toContain('jobs');
  });
});
