import { describe, expect, it } from 'vitest';
import { jobLinkCheckerFromEnv } from './job-link-checker';

describe('jobLinkCheckerFromEnv', () => {
  it('checks links unless the installation turned the check off', async () => {
    // A private address is refused before any connection, so this needs no network.
    const refused = { ok: false, message: expect.stringContaining('internes Netz') };
    expect(await jobLinkCheckerFromEnv({})('https://10.0.0.1/stelle')).toEqual(refused);
    expect(await jobLinkCheckerFromEnv({ JOB_LINK_CHECK: 'on' })('https://10.0.0.1/stelle')).toEqual(refused);
    expect(await jobLinkCheckerFromEnv({ JOB_LINK_CHECK: ' OFF ' })('https://10.0.0.1/stelle')).toEqual({
      ok: true,
      finalUrl: 'https://10.0.0.1/stelle',
    });
  });

  it('refuses a setting it does not know, so a typo never turns the check off silently', () => {
    expect(() => jobLinkCheckerFromEnv({ JOB_LINK_CHECK: 'aus' })).toThrow('JOB_LINK_CHECK');
  });
});
