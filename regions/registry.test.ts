import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, it, expect } from 'vitest';
import { assertUniqueHosts, buildRegion, RegionConfigError, type Region } from './build-region';
import { GA4_BASE_MEASUREMENT_IDS, REGION_DEFAULTS } from './defaults';
import { getRegion, REGIONS } from './registry';
import type { FeatureFlags, RegionOverrides } from './schema';

const SITE_IDS = [
  'franken',
  'berlin-brandenburg',
  'schleswig-holstein',
  'thueringen',
  'saarland',
  'sachsen',
  'nrw',
  'stuttgart',
  'ludwigsburg',
  'ingolstadt',
  'rems-murr',
  'hannover',
  'allgaeu',
  'augsburg',
  'ulm',
  'schwarzwald',
  'innsalzach',
  'niederbayern',
  'hamburg',
  'kassel',
  'chiemgau',
  'goettingen',
  'regensburg',
  'traunstein',
  'rhein-neckar',
  'osnabrueck',
  'heilbronn',
  'rosenheim',
];

const region = (id: string): Region => {
  const r = getRegion(id);
  if (!r) throw new Error(`no region ${id}`);
  return r;
};

/** Great-circle distance in km. */
function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

const PUBLIC_DIR = fileURLToPath(new URL('../public', import.meta.url));

// Germany's bounding box (List, Oberstdorf, Isenbruch, Neißeaue), with a small margin.
const GERMANY = { minLat: 47.2, maxLat: 55.1, minLng: 5.8, maxLng: 15.1 };

describe('registry', () => {
  it('holds exactly the 28 regional sites', () => {
    expect(REGIONS.map((r) => r.id).sort()).toEqual([...SITE_IDS].sort());
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

describe('geo fixtures', () => {
  it.each(SITE_IDS)('%s: every place lies in Germany and within 120 km of the places’ mean point', (id) => {
    const { fixtures } = region(id).GEO_INFO;
    const mean = {
      lat: fixtures.reduce((sum, f) => sum + f.lat, 0) / fixtures.length,
      lng: fixtures.reduce((sum, f) => sum + f.lng, 0) / fixtures.length,
    };
    for (const f of fixtures) {
      expect(f.lat, f.label).toBeGreaterThanOrEqual(GERMANY.minLat);
      expect(f.lat, f.label).toBeLessThanOrEqual(GERMANY.maxLat);
      expect(f.lng, f.label).toBeGreaterThanOrEqual(GERMANY.minLng);
      expect(f.lng, f.label).toBeLessThanOrEqual(GERMANY.maxLng);
      expect(distanceKm(mean, f), f.label).toBeLessThan(120);
    }
    expect(new Set(fixtures.map((f) => f.label)).size).toBe(fixtures.length);
  });

  // §3: the places the spec names.
  const FIXED: Array<{ id: string; count: number; labels?: string[] }> = [
    { id: 'saarland', count: 4, labels: ['Saarbrücken', 'Neunkirchen', 'St. Wendel', 'Saarlouis'] },
    { id: 'allgaeu', count: 10 },
    { id: 'traunstein', count: 6 },
    { id: 'rhein-neckar', count: 6, labels: ['Mannheim', 'Heidelberg'] },
    { id: 'goettingen', count: 3, labels: ['Göttingen', 'Hildesheim', 'Holzminden'] },
  ];
  it.each(FIXED)('$id has the spec’s $count places', ({ id, count, labels }) => {
    const actual = region(id).GEO_INFO.fixtures.map((f) => f.label);
    expect(actual).toHaveLength(count);
    expect(actual).toEqual(expect.arrayContaining(labels ?? []));
  });

  it.each(SITE_IDS.filter((id) => !FIXED.some((f) => f.id === id)))('%s has 4 to 8 places', (id) => {
    const { length } = region(id).GEO_INFO.fixtures;
    expect(length).toBeGreaterThanOrEqual(4);
    expect(length).toBeLessThanOrEqual(8);
  });

  // Spot checks against known town centres: catches typos that stay inside the region.
  const KNOWN: Array<{ id: string; label: string; lat: number; lng: number }> = [
    { id: 'rosenheim', label: 'Rosenheim', lat: 47.8571, lng: 12.1181 },
    { id: 'rosenheim', label: 'Wasserburg am Inn', lat: 48.0608, lng: 12.2333 },
    { id: 'saarland', label: 'Saarbrücken', lat: 49.2354, lng: 6.9969 },
    { id: 'rhein-neckar', label: 'Mannheim', lat: 49.4875, lng: 8.466 },
    { id: 'goettingen', label: 'Göttingen', lat: 51.5413, lng: 9.9158 },
    { id: 'schleswig-holstein', label: 'Kiel', lat: 54.3233, lng: 10.1228 },
    { id: 'berlin-brandenburg', label: 'Berlin', lat: 52.52, lng: 13.405 },
    { id: 'allgaeu', label: 'Oberstdorf', lat: 47.4099, lng: 10.2797 },
  ];
  it.each(KNOWN)('$id: $label is within 3 km of its town centre', ({ id, label, lat, lng }) => {
    const place = region(id).GEO_INFO.fixtures.find((f) => f.label === label);
    expect(place).toBeDefined();
    expect(distanceKm(place!, { lat, lng })).toBeLessThan(3);
  });
});

describe('per-site exceptions to the shared defaults', () => {
  // §1 flags that differ from REGION_DEFAULTS; every other flag of every site is the default.
  const FEATURE_EXCEPTIONS: Record<string, Partial<FeatureFlags>> = {
    chiemgau: { BLOG_FEATURE_ACTIVE: true },
    innsalzach: { BLOG_FEATURE_ACTIVE: true },
    traunstein: { SHOW_PUBLISHED_DATE: true },
    nrw: { APPLICANT_FEATURE_ACTIVE: false },
    'berlin-brandenburg': { APPLICANT_FEATURE_ACTIVE: false },
  };
  it.each(SITE_IDS)('%s has the default feature flags except its listed ones', (id) => {
    expect(region(id).FEATURES).toEqual({ ...REGION_DEFAULTS.FEATURES, ...FEATURE_EXCEPTIONS[id] });
  });

  it('has the blog on Chiemgau and Innsalzach only', () => {
    expect(
      REGIONS.filter((r) => r.FEATURES.BLOG_FEATURE_ACTIVE)
        .map((r) => r.id)
        .sort(),
    ).toEqual(['chiemgau', 'innsalzach']);
  });

  // §2: /kontakt targets; every other site uses the default.
  const CONTACT: Record<string, string> = {
    innsalzach: '/kontakt-innsalzachjobs',
    chiemgau: '/kontakt-chiemgaujobs',
    rosenheim: '/kontakt-rosenheimjobs',
    nrw: '/kontakt-JOBmarktNRW',
    'berlin-brandenburg': '/kontakt-JOBSMorgenpost',
  };
  it.each(SITE_IDS)('%s redirects /kontakt to its target', (id) => {
    expect(region(id).CONTACT_REDIRECT).toBe(CONTACT[id] ?? '/kontakt-joblocal');
  });

  // §9: radius sets.
  const DEFAULT_RADIUS = REGION_DEFAULTS.GEO_INFO.radius;
  const ALTERNATIVE_RADIUS = { ...DEFAULT_RADIUS, options: [5, 25, 50, 100, 200], defaultValue: 100 };
  const RADIUS: Record<string, typeof DEFAULT_RADIUS> = {
    ...Object.fromEntries(
      ['nrw', 'berlin-brandenburg', 'schleswig-holstein', 'sachsen', 'thueringen', 'niederbayern'].map((id) => [
        id,
        ALTERNATIVE_RADIUS,
      ]),
    ),
    rosenheim: { ...DEFAULT_RADIUS, defaultValue: 20 },
    chiemgau: { ...DEFAULT_RADIUS, defaultValue: 20 },
    innsalzach: { ...DEFAULT_RADIUS, defaultValue: 20 },
    traunstein: { ...DEFAULT_RADIUS, defaultValue: 35 },
  };
  it.each(SITE_IDS)('%s has its radius set', (id) => {
    expect(region(id).GEO_INFO.radius).toEqual(RADIUS[id] ?? DEFAULT_RADIUS);
  });

  it('gives NRW and Berlin-Brandenburg their own colour and keeps own colours distinct', () => {
    const own = REGIONS.filter((r) => r.THEME.primaryColor !== REGION_DEFAULTS.THEME.primaryColor);
    expect(own.map((r) => r.id)).toEqual(expect.arrayContaining(['nrw', 'berlin-brandenburg']));
    expect(new Set(own.map((r) => r.THEME.primaryColor.toLowerCase())).size).toBe(own.length);
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

describe('buildRegion errors', () => {
  const FILE = 'regions/sites/x.ts';
  const VALID: RegionOverrides = {
    HOSTS: ['jobs-in-x.de', 'www.jobs-in-x.de'],
    SITENAME: 'Jobs in X',
    SITE_DESCRIPTION: 'Jobs in X: aktuelle Stellenangebote aus der ganzen Region.',
    REGION_NAME: 'Xland',
    GA4_MEASUREMENT_ID: 'G-TEST000001',
    CMP_ID: 'abcdefghijkl',
    GEO_INFO: { fixtures: [{ label: 'X-Stadt', lat: 48.1, lng: 11.5 }] },
  };

  it('builds a valid site over the defaults', () => {
    const r = buildRegion(FILE, 'x', VALID);
    expect(r.FEATURES).toEqual(REGION_DEFAULTS.FEATURES);
    expect(r.GEO_INFO.radius).toEqual(REGION_DEFAULTS.GEO_INFO.radius);
    expect(r.ASSETS.logo).toBe('/assets/x/logo.svg');
  });

  const { SITENAME: _omitted, ...withoutSitename } = VALID;
  const BROKEN: Array<{ name: string; overrides: unknown; field: string }> = [
    { name: 'bad host', overrides: { ...VALID, HOSTS: ['jobs-in-x.de', 'Jobs_In_X.de:443'] }, field: 'HOSTS.1' },
    {
      name: 'latitude 123',
      overrides: { ...VALID, GEO_INFO: { fixtures: [{ label: 'X-Stadt', lat: 123, lng: 11.5 }] } },
      field: 'GEO_INFO.fixtures.0.lat',
    },
    {
      name: 'default radius not among the options',
      overrides: { ...VALID, GEO_INFO: { ...VALID.GEO_INFO, radius: { defaultValue: 30 } } },
      field: 'GEO_INFO.radius.defaultValue',
    },
    { name: "colour 'green'", overrides: { ...VALID, THEME: { primaryColor: 'green' } }, field: 'THEME.primaryColor' },
    { name: 'unknown extra field', overrides: { ...VALID, LOGO_URL: '/logo.svg' }, field: 'LOGO_URL' },
    { name: 'missing SITENAME', overrides: withoutSitename, field: 'SITENAME' },
    { name: 'missing fixtures', overrides: { ...VALID, GEO_INFO: undefined }, field: 'GEO_INFO.fixtures' },
    { name: 'bad GA4 id', overrides: { ...VALID, GA4_MEASUREMENT_ID: 'UA-12345-1' }, field: 'GA4_MEASUREMENT_ID' },
  ];
  it.each(BROKEN)('$name: names the file and $field', ({ overrides, field }) => {
    let error: unknown;
    try {
      buildRegion(FILE, 'x', overrides as RegionOverrides);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(RegionConfigError);
    expect((error as Error).message).toContain(FILE);
    expect((error as Error).message).toContain(`field ${field}:`);
  });

  it('rejects a host used by two sites, naming the second file and the field', () => {
    const a = buildRegion('regions/sites/a.ts', 'a', VALID);
    const b = buildRegion('regions/sites/b.ts', 'b', { ...VALID, HOSTS: ['other.de', 'www.jobs-in-x.de'] });
    expect(() =>
      assertUniqueHosts([
        { file: 'regions/sites/a.ts', region: a },
        { file: 'regions/sites/b.ts', region: b },
      ]),
    ).toThrow(/regions\/sites\/b\.ts.*HOSTS\.1.*www\.jobs-in-x\.de.*regions\/sites\/a\.ts/);
  });
});
