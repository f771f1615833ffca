import { describe, expect, it } from 'vitest';
import { serverRedirect } from './server-redirect';

describe('serverRedirect', () => {
  it('defaults to 303 (docs/product.md §2), so the browser follows a POST with a GET', () => {
    const res = serverRedirect('/dashboard');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/dashboard');
  });

  it.each([301, 307, 308] as const)('keeps an explicit %i', (status) => {
    expect(serverRedirect('/', status).status).toBe(status);
  });
});
