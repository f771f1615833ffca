import { describe, expect, it } from 'vitest';
import { publicPathOfRoute, type SitePaths } from './public-path';

const franken: SitePaths = { regionId: 'franken', language: 'de', translated: true };
const untranslated: SitePaths = { ...franken, translated: false };

describe('publicPathOfRoute (the address a visitor sees for a rendered route, docs/product.md §2 translations)', () => {
  it.each([
    ['/franken', franken, '/'],
    ['/franken/jobs', franken, '/jobs'],
    ['/franken/resume', franken, '/lebenslauf'],
    ['/franken/resumes', franken, '/bewerbersuche'],
    ['/franken/resume/wizard/import', franken, '/lebenslauf/wizard/import'],
    ['/franken/organizations/acme', franken, '/arbeitgeber/acme'],
    ['/franken/lp/agb', franken, '/agb'],
    ['/franken/lp', franken, '/'],
    ['/franken/resume', untranslated, '/resume'],
    // Already public (a client navigation names the address itself): unchanged.
    ['/lebenslauf', franken, '/lebenslauf'],
    ['/jobs', franken, '/jobs'],
    ['/', franken, '/'],
    // Only the own region's segment is a route prefix; another word that starts alike is a path.
    ['/frankenwald', franken, '/frankenwald'],
    ['/lp/seite', franken, '/lp/seite'],
  ])('%s (%o) → %s', (route, site, expected) => {
    expect(publicPathOfRoute(route, site)).toBe(expected);
  });
});
