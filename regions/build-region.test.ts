import { describe, it, expect } from 'vitest';
import { assertUniqueHosts, buildRegion, RegionConfigError } from './build-region';
import { REGION_DEFAULTS } from './defaults';
import type { RegionOverrides } from './schema';

describe('buildRegion errors', () => {
  const FILE = 'regions/sites/x.yaml';
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
    expect([r.REGION_NAME_IN, r.REGION_NAME_FROM]).toEqual(['in Xland', 'aus Xland']);
    // docs/product.md §9: social login is off unless a site turns it on.
    expect(r.SOCIAL_LOGIN).toEqual([]);
  });

  it('takes TopCV with its partner’s https address, and an address kept for later while the flag is off', () => {
    const url = 'https://topcv.example.org/lebenslauf-check';
    const on = buildRegion(FILE, 'x', { ...VALID, FEATURES: { TOP_CV: true }, TOP_CV_URL: url });
    expect([on.FEATURES.TOP_CV, on.TOP_CV_URL]).toEqual([true, url]);
    expect(buildRegion(FILE, 'x', { ...VALID, TOP_CV_URL: url }).FEATURES.TOP_CV).toBe(false);
    expect(buildRegion(FILE, 'x', VALID).TOP_CV_URL).toBeNull();
  });

  it('takes an external consent manager with its script, and keeps the tracking defaults a site does not set', () => {
    const r = buildRegion(FILE, 'x', {
      ...VALID,
      CMP_PROVIDER: 'usercentrics',
      CMP_SCRIPT_URL: 'https://web.cmp.usercentrics.eu/ui/loader.js',
      TRACKING: { serverSideEvents: false },
    });
    expect([r.CMP_PROVIDER, r.CMP_SCRIPT_URL]).toEqual([
      'usercentrics',
      'https://web.cmp.usercentrics.eu/ui/loader.js',
    ]);
    expect(r.TRACKING).toEqual({ ...REGION_DEFAULTS.TRACKING, serverSideEvents: false });
  });

  it('keeps the article a site sets for its name ("im Saarland", "aus dem Saarland")', () => {
    const r = buildRegion(FILE, 'x', { ...VALID, REGION_NAME_IN: 'im Xland', REGION_NAME_FROM: 'aus dem Xland' });
    expect([r.REGION_NAME_IN, r.REGION_NAME_FROM]).toEqual(['im Xland', 'aus dem Xland']);
  });

  it('derives the tagline from the region name unless the site sets its own', () => {
    expect(buildRegion(FILE, 'x', VALID).TAGLINE).toBe('Arbeiten, wo du zu Hause bist – in Xland');
    expect(buildRegion(FILE, 'x', { ...VALID, REGION_NAME_IN: 'im Xland' }).TAGLINE).toBe(
      'Arbeiten, wo du zu Hause bist – im Xland',
    );
    expect(buildRegion(FILE, 'x', { ...VALID, TAGLINE: 'Arbeiten, wo andere Urlaub machen' }).TAGLINE).toBe(
      'Arbeiten, wo andere Urlaub machen',
    );
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
    {
      name: 'a typeface the app does not bundle',
      overrides: { ...VALID, THEME: { fontFamily: 'Comic Sans' } },
      field: 'THEME.fontFamily',
    },
    { name: 'unknown extra field', overrides: { ...VALID, LOGO_URL: '/logo.svg' }, field: 'LOGO_URL' },
    { name: 'missing SITENAME', overrides: withoutSitename, field: 'SITENAME' },
    { name: 'name form without "in"', overrides: { ...VALID, REGION_NAME_IN: 'Xland' }, field: 'REGION_NAME_IN' },
    { name: 'missing fixtures', overrides: { ...VALID, GEO_INFO: undefined }, field: 'GEO_INFO.fixtures' },
    { name: 'bad GA4 id', overrides: { ...VALID, GA4_MEASUREMENT_ID: 'UA-12345-1' }, field: 'GA4_MEASUREMENT_ID' },
    {
      name: 'an external CMP without its script',
      overrides: { ...VALID, CMP_PROVIDER: 'usercentrics' },
      field: 'CMP_SCRIPT_URL',
    },
    {
      name: 'the first-party banner with a script',
      overrides: { ...VALID, CMP_SCRIPT_URL: 'https://cmp.example.org/loader.js' },
      field: 'CMP_SCRIPT_URL',
    },
    {
      name: 'a CMP script over http',
      overrides: { ...VALID, CMP_PROVIDER: 'consentmanager', CMP_SCRIPT_URL: 'http://cmp.example.org/loader.js' },
      field: 'CMP_SCRIPT_URL',
    },
    { name: 'a CMP id with spaces', overrides: { ...VALID, CMP_ID: 'a b' }, field: 'CMP_ID' },
    {
      name: 'a conversion event the product does not send',
      overrides: { ...VALID, TRACKING: { conversionEvents: ['purchase'] } },
      field: 'TRACKING.conversionEvents.0',
    },
    {
      name: 'consent kept 14 months',
      overrides: { ...VALID, TRACKING: { consentMaxAgeDays: 425 } },
      field: 'TRACKING.consentMaxAgeDays',
    },
    {
      name: 'a customer id that would break its script address',
      overrides: { ...VALID, CUSTOM_SERVICES: { jobware: { customerId: 'a"b' } } },
      field: 'CUSTOM_SERVICES.jobware.customerId',
    },
    { name: 'a tagline too short', overrides: { ...VALID, TAGLINE: 'Jobs!' }, field: 'TAGLINE' },
    { name: 'a tagline of two lines', overrides: { ...VALID, TAGLINE: 'Arbeiten\nim Xland' }, field: 'TAGLINE' },
    { name: 'a tagline over 80 characters', overrides: { ...VALID, TAGLINE: 'x'.repeat(81) }, field: 'TAGLINE' },
    { name: 'an unknown social login', overrides: { ...VALID, SOCIAL_LOGIN: ['github'] }, field: 'SOCIAL_LOGIN.0' },
    {
      name: 'TopCV on without its address',
      overrides: { ...VALID, FEATURES: { TOP_CV: true } },
      field: 'TOP_CV_URL',
    },
    {
      name: 'a TopCV address over http',
      overrides: { ...VALID, FEATURES: { TOP_CV: true }, TOP_CV_URL: 'http://topcv.example.org/check' },
      field: 'TOP_CV_URL',
    },
    { name: 'a TopCV address that is no URL', overrides: { ...VALID, TOP_CV_URL: 'https://' }, field: 'TOP_CV_URL' },
    {
      name: 'a social login twice',
      overrides: { ...VALID, SOCIAL_LOGIN: ['google', 'google'] },
      field: 'SOCIAL_LOGIN',
    },
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
    const a = buildRegion('regions/sites/a.yaml', 'a', VALID);
    const b = buildRegion('regions/sites/b.yaml', 'b', { ...VALID, HOSTS: ['other.de', 'www.jobs-in-x.de'] });
    expect(() =>
      assertUniqueHosts([
        { file: 'regions/sites/a.yaml', region: a },
        { file: 'regions/sites/b.yaml', region: b },
      ]),
    ).toThrow(/regions\/sites\/b\.yaml.*HOSTS\.1.*www\.jobs-in-x\.de.*regions\/sites\/a\.yaml/);
  });
});
