import { describe, expect, it } from 'vitest';
import { REGIONS, getRegion } from './registry';
import { assertSiteOriginPattern, siteOrigin, siteUrl } from './site-origin';

const franken = getRegion('franken')!;

describe('siteOrigin', () => {
  it('is the first production host over https by default', () => {
    expect(siteOrigin(franken, {})).toBe('https://jobs-in-franken.de');
    expect(siteUrl(franken, '/jobs?search=Pflege', {})).toBe('https://jobs-in-franken.de/jobs?search=Pflege');
  });

  it('follows SITE_ORIGIN_PATTERN for the demo and tests', () => {
    const env = { SITE_ORIGIN_PATTERN: 'http://{id}.localhost:3000' };
    expect(siteOrigin(franken, env)).toBe('http://franken.localhost:3000');
    expect(siteUrl(franken, '/user/login/confirm?token=x', env)).toBe(
      'http://franken.localhost:3000/user/login/confirm?token=x',
    );
  });

  it.each([
    'franken.localhost',
    'ftp://{id}.localhost',
    'http://user@{id}.localhost',
    'http://{id}.localhost/jobs',
    'http://{id}.localhost?x=1',
    'javascript:alert(1)',
  ])('refuses the pattern %s at start-up', (pattern) => {
    expect(() => assertSiteOriginPattern(REGIONS, { SITE_ORIGIN_PATTERN: pattern })).toThrow(/SITE_ORIGIN_PATTERN/);
  });

  it('refuses a pattern without {id} for several sites (all links would lead to one site)', () => {
    expect(() => assertSiteOriginPattern(REGIONS, { SITE_ORIGIN_PATTERN: 'http://localhost:3000' })).toThrow(/\{id\}/);
  });

  it('accepts a bare origin with a trailing slash', () => {
    expect(() =>
      assertSiteOriginPattern(REGIONS, { SITE_ORIGIN_PATTERN: 'https://{id}.staging.example/' }),
    ).not.toThrow();
  });
});
