import { describe, expect, it } from 'vitest';
import { routeRequest, type RouteDecision } from './route-request';
import { testRegion } from './test-region';

const region = testRegion();
const noResume = testRegion({ FEATURES: { RESUME_FEATURE_ACTIVE: false } });
const noContactRedirect = testRegion({ CONTACT: { path: null } });
const untranslated = testRegion({ FEATURES: { PATH_TRANSLATIONS_ACTIVE: false } });

function route(url: string, r = region): RouteDecision {
  const u = new URL(url, 'http://test.localhost');
  return routeRequest(r, u.pathname, u.searchParams);
}
const redirect = (status: number, location: string) => ({ type: 'redirect', status, location });
const app = (path: string) => ({ type: 'rewrite', route: 'app', path });
const landing = (path: string) => ({ type: 'rewrite', route: 'landing', path });
const sitemap = (path: string) => ({ type: 'rewrite', route: 'sitemap', path });

describe('docs/product.md §2 translations: German public paths are served by the internal routes', () => {
  it.each([
    ['/bewerbersuche', '/resumes'],
    ['/bewerbersuche/page/2', '/resumes/page/2'],
    ['/lebenslauf', '/resume'],
    ['/lebenslauf/edit', '/resume/edit'],
    ['/lebenslauf/edit/personal-info', '/resume/edit/personal-info'],
    ['/lebenslauf/wizard', '/resume/wizard'],
    ['/lebenslauf/wizard/import', '/resume/wizard/import'],
    ['/lebenslauf/wizard/job-preferences', '/resume/wizard/job-preferences'],
    ['/lebenslauf/wizard/personal-info', '/resume/wizard/personal-info'],
    ['/lebenslauf/123', '/resume/123'],
    ['/arbeitgeber', '/organizations'],
    ['/arbeitgeber/seite/2', '/organizations/seite/2'],
    ['/arbeitgeber-werden', '/employers'],
    ['/merkliste', '/bookmarks'],
  ])('%s → %s', (publicPath, internal) => {
    expect(route(publicPath)).toEqual(app(internal));
  });

  it('/kontakt is the contact form where the site has no contact redirect', () => {
    expect(route('/kontakt', noContactRedirect)).toEqual(app('/contact'));
  });

  it.each([
    ['/resumes', '/bewerbersuche'],
    ['/resume', '/lebenslauf'],
    ['/resume/edit?step=2', '/lebenslauf/edit?step=2'],
    ['/resume/wizard/import', '/lebenslauf/wizard/import'],
    ['/organizations?page=2', '/arbeitgeber?page=2'],
    ['/contact', '/kontakt'],
    ['/employers', '/arbeitgeber-werden'],
    ['/bookmarks', '/merkliste'],
  ])('the English path %s permanently redirects to its German form %s', (path, location) => {
    expect(route(path)).toEqual(redirect(308, location));
  });

  it('the second reading /arbeitgeber-suchen permanently redirects to /arbeitgeber', () => {
    expect(route('/arbeitgeber-suchen/seite/2?x=1')).toEqual(redirect(308, '/arbeitgeber/seite/2?x=1'));
  });

  it('/arbeitgeber-werden is the page for employers, neither the employer search nor a landing page', () => {
    expect(route('/arbeitgeber-werden')).toEqual(app('/employers'));
    expect(route('/arbeitgeber-werden/seite/2')).not.toEqual(app('/organizations/seite/2'));
    expect(route('/employers', untranslated)).toEqual(app('/employers'));
  });

  it('/resume does not swallow /resumes (segment-aware prefixes)', () => {
    expect(route('/bewerbersuche')).toEqual(app('/resumes'));
  });

  it('with PATH_TRANSLATIONS_ACTIVE off, English paths are served as they are', () => {
    expect(route('/resumes', untranslated)).toEqual(app('/resumes'));
    expect(route('/lebenslauf', untranslated)).toEqual(landing('/lebenslauf'));
  });
});

describe('docs/product.md §2 forced lower-casing for /jobs and /organization', () => {
  it.each([
    ['/Jobs', '/jobs'],
    ['/JOBS/Pflege?search=Pflege', '/jobs/pflege?search=Pflege'],
    ['/Organization/Muster-GmbH', '/organization/muster-gmbh'],
    ['/Arbeitgeber', '/arbeitgeber'],
  ])('%s → 308 %s', (path, location) => {
    expect(route(path)).toEqual(redirect(308, location));
  });

  it('other paths keep their case (landing slugs may be mixed case)', () => {
    expect(route('/kontakt-JOBmarktNRW')).toEqual(landing('/kontakt-JOBmarktNRW'));
  });
});

describe('docs/product.md §2 router query parameter', () => {
  it('is removed, the rest of the query kept', () => {
    expect(route('/jobs?router=1&search=Koch')).toEqual(redirect(308, '/jobs?search=Koch'));
    expect(route('/datenschutz?router=x')).toEqual(redirect(308, '/datenschutz'));
  });
});

describe('docs/product.md §2 resume feature off: permanent redirects to /404', () => {
  it.each([
    '/lebenslauf',
    '/lebenslauf/edit',
    '/lebenslauf/wizard/import',
    '/resume',
    '/resume/123',
    '/resume-alert/edit/42',
    // The rest of the resume feature goes with it (docs/product-decisions.md "Resume feature off").
    '/bewerbersuche',
    '/bewerbersuche/5eedc61e-25fa-8a95-9acb-c8b5e77fa2a6',
    '/job-manager/kandidaten',
    '/user/kontaktanfragen',
  ])('%s', (path) => {
    expect(route(path, noResume)).toEqual(redirect(308, '/404'));
  });

  it('leaves everything else alone', () => {
    expect(route('/jobs', noResume)).toEqual(app('/jobs'));
    expect(route('/job-manager', noResume)).toEqual(app('/job-manager'));
    expect(route('/user/bewerbungen', noResume)).toEqual(app('/user/bewerbungen'));
    expect(route('/resume-alert/edit/42')).toEqual(app('/resume-alert/edit/42'));
  });
});

describe('docs/product.md §2 per-site temporary redirects', () => {
  it('/robots.txt → the site static robots file', () => {
    expect(route('/robots.txt')).toEqual(redirect(307, '/robots/test.txt'));
  });
  it('/kontakt → the site contact page', () => {
    expect(route('/kontakt')).toEqual(redirect(307, '/kontakt-joblocal'));
    expect(route('/kontakt', testRegion({ CONTACT: { path: '/kontakt-rosenheimjobs' } }))).toEqual(
      redirect(307, '/kontakt-rosenheimjobs'),
    );
  });
  it("the site's contact page shows the contact form", () => {
    expect(route('/kontakt-joblocal')).toEqual(app('/contact'));
    expect(route('/kontakt-JOBmarktNRW', testRegion({ CONTACT: { path: '/kontakt-JOBmarktNRW' } }))).toEqual(
      app('/contact'),
    );
  });
  it("another site's contact page is no page of this site", () => {
    expect(route('/kontakt-rosenheimjobs')).toEqual(landing('/kontakt-rosenheimjobs'));
  });
});

describe('docs/product.md §2 sitemap paths are handed to the backend', () => {
  it.each([
    '/sitemap.xml',
    '/sitemap.xsl',
    '/jobs/sitemap.xml',
    '/organization/sitemap.xml',
    '/page/sitemap.xsl',
    '/de/jobs/sitemap.xml',
    '/sitemap/jobs/1.xml',
  ])('%s', (path) => {
    expect(route(path)).toEqual(sitemap(path));
  });
});

describe('docs/product.md §2 landing pages and app routes', () => {
  it.each([
    '/jobs',
    '/jobs/pflege/teilzeit',
    '/job/123',
    '/job/wizard',
    '/checkout/bestellung/5eedc61e-25fa-8a95-9acb-c8b5e77fa2a6',
    '/job-manager',
    '/dashboard',
    '/organization/muster',
    '/user/login',
    '/user/logout',
    '/blog',
    '/checkout',
    '/og-image.png',
    '/my-products',
    '/my-products/rechnungen/5eedc61e-25fa-8a95-9acb-c8b5e77fa2a6/pdf',
    '/newsletter',
    '/newsletter/bestaetigen',
  ])('%s is an app route', (path) => {
    const decision = route(path);
    expect(decision.type === 'rewrite' && decision.route).toBe('app');
  });

  it.each([
    '/datenschutz',
    '/impressum',
    '/agb',
    '/kontakt-rosenheimjobs',
    '/404',
    '/ueber-uns/team',
    '/my-productsx',
    '/newsletters',
  ])('%s is a landing page', (path) => {
    expect(route(path)).toEqual(landing(path));
  });

  it('/ is the front page', () => {
    expect(route('/')).toEqual(app('/'));
  });
});

describe('docs/product.md §2 locale prefixes only with more than one locale', () => {
  it('drops a stray /de prefix', () => {
    expect(route('/de/jobs?page=2')).toEqual(redirect(308, '/jobs?page=2'));
    expect(route('/de')).toEqual(redirect(308, '/'));
  });
});

describe('framework and API paths pass through', () => {
  it.each([
    '/_next/static/x.js',
    '/api/messages/de',
    '/graphql',
    '/assets/test/logo.svg',
    '/robots/test.txt',
    '/.well-known/security.txt',
  ])('%s', (path) => {
    expect(route(path)).toEqual({ type: 'pass' });
  });
});
