import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { matchAppPage } from './app-pages';

describe('matchAppPage: which internal paths a page of the app answers', () => {
  it.each([
    ['/', { kind: 'page' }],
    ['/organizations', { kind: 'page' }],
    ['/resume', { kind: 'page' }],
    ['/resumes', { kind: 'page' }],
    ['/resume/wizard', { kind: 'page' }],
    ['/resume/wizard/job-preferences', { kind: 'page' }],
    ['/resume/edit/work-experience', { kind: 'page' }],
    ['/resume/pdf', { kind: 'page' }],
    ['/user/login', { kind: 'page' }],
    ['/user/suchauftrag/bestaetigen', { kind: 'page' }],
    // The account.
    ['/user', { kind: 'page' }],
    ['/user/passwort-neu', { kind: 'page' }],
    ['/user/suchauftraege', { kind: 'page' }],
    // Contact requests.
    ['/user/kontaktanfragen', { kind: 'page' }],
    ['/resumes/5eedc61e-25fa-8a95-9acb-c8b5e77fa2a6', { kind: 'page' }],
    ['/og-image.png', { kind: 'page' }],
    ['/job/wizard', { kind: 'page' }],
    ['/job/wizard/5eedc61e-25fa-8a95-9acb-c8b5e77fa2a6/ort', { kind: 'page' }],
    ['/job-manager/pruefen', { kind: 'page' }],
    ['/job-manager/bewerbungen', { kind: 'page' }],
    ['/job-manager/bewerbungen/3f1c', { kind: 'page' }],
    ['/job-manager', { kind: 'page' }],
    ['/job-manager/export', { kind: 'page' }],
    ['/job-manager/bestellungen', { kind: 'page' }],
    ['/job-manager/kandidaten', { kind: 'page' }],
    ['/checkout', { kind: 'page' }],
    ['/checkout/bestellung/5eedc61e-25fa-8a95-9acb-c8b5e77fa2a6', { kind: 'page' }],
    ['/my-products', { kind: 'page' }],
    ['/my-products/rechnungen/5eedc61e-25fa-8a95-9acb-c8b5e77fa2a6/xml', { kind: 'page' }],
    ['/job-manager/statistik/5eedc61e-25fa-8a95-9acb-c8b5e77fa2a6', { kind: 'page' }],
    ['/dashboard', { kind: 'page' }],
    ['/employers', { kind: 'page' }],
    ['/my-products/rechnungen/5eedc61e-25fa-8a95-9acb-c8b5e77fa2a6/pdf', { kind: 'page' }],
    ['/user/dev-mailbox', { kind: 'dev-mailbox' }],
    ['/bookmarks', { kind: 'bookmarks' }],
    ['/jobs', { kind: 'jobs', segments: [] }],
    ['/jobs/teilzeit', { kind: 'jobs', segments: ['teilzeit'] }],
    ['/jobs/teilzeit/pflege', { kind: 'jobs', segments: ['teilzeit', 'pflege'] }],
    ['/job/5eedc61e-25fa-8a95-9acb-c8b5e77fa2a6', { kind: 'job', id: '5eedc61e-25fa-8a95-9acb-c8b5e77fa2a6' }],
    ['/organization/albrecht-spedition', { kind: 'organization', slug: 'albrecht-spedition' }],
    // The blog (docs/product-decisions.md "Blog").
    ['/blog', { kind: 'blog' }],
    ['/blog/bewerbung-im-fruehling', { kind: 'blog-post', slug: 'bewerbung-im-fruehling' }],
    ['/blog/rss.xml', { kind: 'page' }],
    ['/blog/redaktion', { kind: 'page' }],
    ['/blog/redaktion/neu', { kind: 'page' }],
    ['/blog/redaktion/5eedc61e-25fa-8a95-9acb-c8b5e77fa2a6', { kind: 'page' }],
  ])('%s → %j', (pathname, page) => {
    expect(matchAppPage(pathname)).toEqual(page);
  });

  it.each([
    // docs/product.md §2 prefixes without a page yet, deeper paths than a page has, and look-alikes of a prefix.
    '/job',
    '/job/wizard/schritt',
    '/job/a/b',
    '/job/wizard/a/b/c',
    '/checkout/bestellung',
    '/checkout/bestellung/a/b',
    '/checkout/unbekannt',
    '/my-products/x',
    '/blog/x/y',
    '/blog/redaktion/a/b',
    '/contact/x',
    '/user/unbekannt',
    '/organization',
    '/organization/a/b',
    '/jobsfoo',
    '/resume/edit',
    '/resume/wizard/weiter',
    '/resumes/page/2',
    '/job-manager/unbekannt',
    '/job-manager/statistik/a/b',
    '/my-products/rechnungen/a',
    '/my-products/rechnungen/a/pdf/b',
    '/bookmarks/x',
  ])('%s names no page', (pathname) => {
    expect(matchAppPage(pathname)).toBeNull();
  });

  it('knows every page a visitor can reach under app/[region] (internal routes aside)', () => {
    const root = path.resolve(__dirname, '../../app/[region]');
    const internal = new Set(['lp', 'bench', 'nicht-gefunden', 'sitemaps']);
    const pages: string[] = [];
    const walk = (dir: string, route: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        if (entry.isDirectory()) {
          if (!(route === '' && internal.has(entry.name)) && !entry.name.startsWith('_'))
            walk(path.join(dir, entry.name), `${route}/${entry.name}`);
        } else if (/^(page\.tsx|route\.tsx?)$/.test(entry.name)) pages.push(route || '/');
      }
    };
    walk(root, '');
    const sample = (route: string) =>
      route.replace(/\[\[\.\.\.[^\]]+\]\]/, 'teilzeit').replace(/\[[^\]]+\]/g, 'beispiel');
    expect(pages.length).toBeGreaterThan(10);
    for (const route of pages) expect(matchAppPage(sample(route)), route).not.toBeNull();
  });
});
