import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, it, expect } from 'vitest';
import { buildRegion } from './build-region';
import { ALTERNATIVE_RADIUS_SET, GA4_BASE_MEASUREMENT_IDS, REGION_DEFAULTS } from './defaults';
import { REGIONS, SITE_OVERRIDES } from './registry';
import { region, SITE_IDS } from './registry-testing';
import type { FeatureFlags } from './schema';

const PUBLIC_DIR = fileURLToPath(new URL('../public', import.meta.url));

describe('registry', () => {
  it('holds exactly the 28 regional sites, in the order of _sites.yaml', () => {
    expect(REGIONS.map((r) => r.id)).toEqual(SITE_IDS);
  });

  it.each(SITE_IDS)('%s loads with its id and the derived paths', (id) => {
    const r = region(id);
    expect(r.id).toBe(id);
    expect(r.ASSETS).toEqual({ logo: `/assets/${id}/logo.svg`, faviconsPath: `/assets/${id}` });
    expect(r.ROBOTS_FILE).toBe(`/robots/${id}.txt`);
    expect(r.LOCALES).toEqual(['de']);
  });

  it('uses every production host only once, in lower case', () => {
    const hosts = REGIONS.flatMap((r) => r.HOSTS);
    expect(new Set(hosts).size).toBe(hosts.length);
    for (const host of hosts) expect(host).toBe(host.toLowerCase());
  });

  it.each(SITE_IDS)('%s has a meta description of 60–160 characters', (id) => {
    const { length } = region(id).SITE_DESCRIPTION;
    expect(length).toBeGreaterThanOrEqual(60);
    expect(length).toBeLessThanOrEqual(160);
  });

  it.each(SITE_IDS)('%s reports to the shared GA4 base list plus its own id', (id) => {
    const r = region(id);
    expect(r.GA4_MEASUREMENT_ID).toMatch(/^G-[A-Z0-9]{10}$/);
    expect(r.GA4_MEASUREMENT_IDS).toEqual([...GA4_BASE_MEASUREMENT_IDS, r.GA4_MEASUREMENT_ID]);
  });

  it('gives every site its own GA4 id and CMP id', () => {
    const ga4 = REGIONS.map((r) => r.GA4_MEASUREMENT_ID);
    const cmp = REGIONS.map((r) => r.CMP_ID);
    expect(new Set(ga4).size).toBe(REGIONS.length);
    expect(new Set(cmp).size).toBe(REGIONS.length);
    for (const id of ga4) expect(GA4_BASE_MEASUREMENT_IDS).not.toContain(id);
  });
});

describe('per-site exceptions to the shared defaults', () => {
  // docs/product.md §1 flags that differ from REGION_DEFAULTS; every other flag of every site is the default.
  const FEATURE_EXCEPTIONS: Record<string, Partial<FeatureFlags>> = {
    chiemgau: { BLOG_FEATURE_ACTIVE: true, BOOKMARKS_FEATURE_ACTIVE: true },
    franken: { BOOKMARKS_FEATURE_ACTIVE: true },
    innsalzach: { BLOG_FEATURE_ACTIVE: true },
    traunstein: { SHOW_PUBLISHED_DATE: true },
    nrw: { APPLICANT_FEATURE_ACTIVE: false },
    'berlin-brandenburg': { APPLICANT_FEATURE_ACTIVE: false },
    // docs/product-decisions.md: each site switch on for one quiet demo site.
    thueringen: { READ_ONLY_MODE: true },
    sachsen: { PASSWORD_POLICY: true },
    hannover: { CAPTCHA: true },
    ingolstadt: { LANDING_ADS: true },
    osnabrueck: { TOP_CV: true },
    ludwigsburg: { NEWSLETTER: true },
    'rems-murr': { SALARY_FREE_INPUT: false },
    niederbayern: { ATTACHMENTS_FEATURE_ACTIVE: false },
  };
  it.each(SITE_IDS)('%s has the default feature flags except its listed ones', (id) => {
    expect(region(id).FEATURES).toEqual({ ...REGION_DEFAULTS.FEATURES, ...FEATURE_EXCEPTIONS[id] });
  });

  // docs/product.md §3 custom services of the demo sites; every other site has none.
  const CUSTOM_SERVICES: Record<string, object> = {
    franken: { jobware: { customerId: 'jif-franken-4711' }, socialtelligence: null },
    chiemgau: { jobware: null, socialtelligence: { customerId: 'chiemgau-2031' } },
  };
  it.each(SITE_IDS)('%s has its custom services and our own consent banner', (id) => {
    expect(region(id).CUSTOM_SERVICES).toEqual(CUSTOM_SERVICES[id] ?? { jobware: null, socialtelligence: null });
    // docs/product-decisions.md "Consent and analytics": no external CMP's script before a choice.
    expect([region(id).CMP_PROVIDER, region(id).CMP_SCRIPT_URL]).toEqual(['first-party', null]);
    expect(region(id).TRACKING).toEqual(REGION_DEFAULTS.TRACKING);
  });

  it('has the blog on Chiemgau and Innsalzach only', () => {
    expect(
      REGIONS.filter((r) => r.FEATURES.BLOG_FEATURE_ACTIVE)
        .map((r) => r.id)
        .sort(),
    ).toEqual(['chiemgau', 'innsalzach']);
  });

  it('has the Merkliste on Franken and Chiemgau only', () => {
    expect(
      REGIONS.filter((r) => r.FEATURES.BOOKMARKS_FEATURE_ACTIVE)
        .map((r) => r.id)
        .sort(),
    ).toEqual(['chiemgau', 'franken']);
  });

  // docs/product.md §2: the sites' own contact pages and inboxes; every other site uses joblocal's.
  const CONTACT: Record<string, { path: string; recipient: string }> = {
    innsalzach: { path: '/kontakt-innsalzachjobs', recipient: 'kontakt@innsalzachjobs.de' },
    chiemgau: { path: '/kontakt-chiemgaujobs', recipient: 'kontakt@chiemgaujobs.de' },
    rosenheim: { path: '/kontakt-rosenheimjobs', recipient: 'kontakt@rosenheimjobs.de' },
    nrw: { path: '/kontakt-JOBmarktNRW', recipient: 'kontakt@jobmarktnrw.de' },
    'berlin-brandenburg': { path: '/kontakt-JOBSMorgenpost', recipient: 'kontakt@jobs.morgenpost.de' },
  };
  it.each(SITE_IDS)('%s has its contact page and recipient', (id) => {
    expect(region(id).CONTACT).toEqual(CONTACT[id] ?? { path: '/kontakt-joblocal', recipient: 'kontakt@joblocal.de' });
  });

  it('gives NRW and Berlin-Brandenburg their own colour and keeps own colours distinct', () => {
    const own = REGIONS.filter((r) => r.THEME.primaryColor !== REGION_DEFAULTS.THEME.primaryColor);
    expect(own.map((r) => r.id)).toEqual(expect.arrayContaining(['nrw', 'berlin-brandenburg']));
    expect(new Set(own.map((r) => r.THEME.primaryColor.toLowerCase())).size).toBe(own.length);
  });
});

describe('radius choices of the search form', () => {
  const DEFAULT_SET = [5, 10, 20, 35, 50, 100];
  const ALTERNATIVE_SET = [5, 25, 50, 100, 200];
  const HIDDEN_FOR = ['country', 'administrative_area_level_1'];

  it.each([
    ['franken', 'the default set', DEFAULT_SET, 100],
    ['nrw', 'the alternative set', ALTERNATIVE_SET, 100],
    ['berlin-brandenburg', 'the alternative set', ALTERNATIVE_SET, 100],
    ['rosenheim', 'the default set, nearer preselected', DEFAULT_SET, 20],
    ['traunstein', 'the default set, 35 km preselected', DEFAULT_SET, 35],
  ])('%s offers %s', (id, _set, options, preselected) => {
    expect(region(id).GEO_INFO.radius).toEqual({
      options,
      defaultValue: preselected,
      unit: 'km',
      unitMultiplier: 1,
      hideForLocationType: HIDDEN_FOR,
    });
  });

  // The spec knows three choices: the default set (100 km, or 20 or 35 on a few sites) and the alternative set.
  it.each(SITE_IDS)(
    '%s offers one of the spec’s radius choices, in km, hidden for state and country searches',
    (id) => {
      const { options, defaultValue, unit, unitMultiplier, hideForLocationType } = region(id).GEO_INFO.radius;
      const choice = `${options.join(',')} @ ${defaultValue}`;
      expect([
        `${DEFAULT_SET.join(',')} @ 100`,
        `${DEFAULT_SET.join(',')} @ 20`,
        `${DEFAULT_SET.join(',')} @ 35`,
        `${ALTERNATIVE_SET.join(',')} @ 100`,
      ]).toContain(choice);
      expect([unit, unitMultiplier, hideForLocationType]).toEqual(['km', 1, HIDDEN_FOR]);
    },
  );

  const nrw = SITE_OVERRIDES.find((site) => site.id === 'nrw')!.overrides;
  it('refuses a site that preselects a radius its set does not offer, naming the file and field', () => {
    expect(buildRegion('regions/sites/nrw.yaml', 'nrw', nrw).GEO_INFO.radius.options).toEqual(ALTERNATIVE_SET);
    const nearer = { ...nrw, GEO_INFO: { ...nrw.GEO_INFO!, radius: { ...ALTERNATIVE_RADIUS_SET, defaultValue: 20 } } };
    expect(() => buildRegion('regions/sites/nrw.yaml', 'nrw', nearer)).toThrow(
      /regions\/sites\/nrw\.yaml, field GEO_INFO\.radius\.defaultValue/,
    );
  });
});

describe('generated assets (scripts/generate-region-assets.ts)', () => {
  const read = (publicPath: string) => {
    const file = join(PUBLIC_DIR, publicPath);
    expect(existsSync(file), `public${publicPath} is missing: run npx tsx scripts/generate-region-assets.ts`).toBe(
      true,
    );
    return readFileSync(file, 'utf8');
  };
  const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

  it.each(SITE_IDS)('%s has an up-to-date logo, favicon and robots file', (id) => {
    const r = region(id);
    const logo = read(r.ASSETS.logo);
    expect(logo).toContain('viewBox="0 0 240 60"');
    expect(logo).toContain('role="img"');
    expect(logo).toContain(`>${escapeXml(r.SITENAME)}</title>`);
    expect(logo).toContain(`fill="${r.THEME.primaryColor}"`);
    const favicon = read(`${r.ASSETS.faviconsPath}/favicon.svg`);
    expect(favicon).toContain(`fill="${r.THEME.primaryColor}"`);
    const robots = read(r.ROBOTS_FILE);
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect(robots).toMatch(/^Disallow: \/checkout$/m);
    expect(robots).toContain(`Sitemap: https://${r.HOSTS[0]}/sitemap.xml`);
  });
});
