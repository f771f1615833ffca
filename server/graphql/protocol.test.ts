import { describe, expect, it } from 'vitest';
import { formatFrontendHeader, parseFrontendHeader, PROXY_REGION_HEADER } from './protocol';

describe('GraphQL protocol', () => {
  it('names the proxy region header as the proxy sets it', () => {
    expect(PROXY_REGION_HEADER).toBe('x-jobboard-region');
  });

  it('round-trips the frontend header and refuses anything else', () => {
    expect(parseFrontendHeader(formatFrontendHeader({ regionId: 'rhein-neckar', locale: 'de' }))).toEqual({
      regionId: 'rhein-neckar',
      locale: 'de',
    });
    expect(parseFrontendHeader('franken')).toBeNull();
    expect(parseFrontendHeader('Franken;de')).toBeNull();
    expect(parseFrontendHeader('franken;deu')).toBeNull();
    expect(parseFrontendHeader(null)).toBeNull();
  });
});
