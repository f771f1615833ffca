import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createViesCache } from './vies-cache';
import { VIES_DEFAULT_URL, viesCheckerFromEnv } from './vies-checker';
import { startViesTestServer, type ViesTestServer } from './vies-server-testing';

let vies: ViesTestServer;
beforeAll(async () => {
  vies = await startViesTestServer();
});
afterAll(() => vies.close());
beforeEach(() => {
  vies.registered.clear();
  vies.names.clear();
  vies.down.clear();
  vies.failure = null;
  vies.requests.length = 0;
});

/** A checker on the test server with its own cache, so no test sees another's answers. */
const checker = (timeoutMs?: number) =>
  viesCheckerFromEnv({ VIES_URL: vies.url }, { cache: createViesCache(), timeoutMs });

describe('viesCheckerFromEnv against a local VIES', () => {
  it('registered: valid, with the name the member state discloses', async () => {
    vies.registered.add('ATU12345675');
    vies.names.set('ATU12345675', 'Muster Bau GmbH');
    expect(await checker()('AT', 'U12345675')).toEqual({ valid: true, name: 'Muster Bau GmbH', address: null });
    expect(vies.requests).toEqual([{ countryCode: 'AT', vatNumber: 'U12345675' }]);
  });

  it('registered where the name is not disclosed ("---"): valid without a name', async () => {
    vies.registered.add('DE136695976');
    expect(await checker()('DE', '136695976')).toEqual({ valid: true, name: null, address: null });
  });

  it('not registered: invalid', async () => {
    expect(await checker()('AT', 'U12345675')).toEqual({ valid: false, name: null, address: null });
  });

  // Each way VIES fails: the answer is 'unavailable', never "not registered" (which would mean German VAT).
  const FAILURES: Array<[string, (server: ViesTestServer) => void]> = [
    ['the member state is down (MS_UNAVAILABLE)', (s) => s.down.add('AT')],
    ['HTTP 500', (s) => (s.failure = { kind: 'status', status: 500 })],
    ['HTTP 429', (s) => (s.failure = { kind: 'status', status: 429 })],
    ['a body that is not JSON', (s) => (s.failure = { kind: 'malformed' })],
  ];
  it.each(FAILURES)('%s: unavailable', async (_, fail) => {
    vies.registered.add('ATU12345675');
    fail(vies);
    expect(await checker()('AT', 'U12345675')).toBe('unavailable');
  });

  it('a server that does not answer: unavailable after the timeout', async () => {
    vies.failure = { kind: 'stall' };
    const started = Date.now();
    expect(await checker(300)('AT', 'U12345675')).toBe('unavailable');
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('a wrong path or a closed port: unavailable', async () => {
    const wrongPath = viesCheckerFromEnv({ VIES_URL: `${vies.url}-nope` }, { cache: createViesCache() });
    expect(await wrongPath('AT', 'U12345675')).toBe('unavailable');
    const closed = await startViesTestServer();
    await closed.close();
    const nobody = viesCheckerFromEnv({ VIES_URL: closed.url }, { cache: createViesCache() });
    expect(await nobody('AT', 'U12345675')).toBe('unavailable');
  });
});

describe('the cache in front of VIES', () => {
  it('asks once for the same number, also when asked twice at the same time', async () => {
    vies.registered.add('ATU12345675');
    const check = checker();
    const [first, second] = await Promise.all([check('AT', 'U12345675'), check('AT', 'U12345675')]);
    const third = await check('AT', 'U12345675');
    expect([first, second, third].every((answer) => answer !== 'unavailable' && answer.valid)).toBe(true);
    expect(vies.requests).toHaveLength(1);
  });

  it('keeps "not registered" too, but never "unavailable"', async () => {
    const check = checker();
    await check('AT', 'U12345675');
    await check('AT', 'U12345675');
    expect(vies.requests).toHaveLength(1);
    vies.down.add('FR');
    expect(await check('FR', '40303265045')).toBe('unavailable');
    vies.down.clear();
    vies.registered.add('FR40303265045');
    expect(await check('FR', '40303265045')).toMatchObject({ valid: true });
    expect(vies.requests).toHaveLength(3);
  });

  it('is shared by the checkers the context makes per request', async () => {
    vies.registered.add('NL004495445B01');
    // No cache passed: the process-wide one, keyed by the endpoint too.
    await viesCheckerFromEnv({ VIES_URL: vies.url })('NL', '004495445B01');
    await viesCheckerFromEnv({ VIES_URL: vies.url })('NL', '004495445B01');
    expect(vies.requests).toHaveLength(1);
  });
});

describe('VIES_CHECK and VIES_URL', () => {
  it('off: every number that passed format and check digit counts as registered, nothing is asked', async () => {
    const off = viesCheckerFromEnv({ VIES_CHECK: 'off', VIES_URL: vies.url });
    expect(await off('AT', 'U12345675')).toEqual({ valid: true, name: null, address: null });
    expect(vies.requests).toEqual([]);
  });

  it.each([undefined, '', 'on', ' ON '])('"%s" asks VIES', async (setting) => {
    vies.registered.add('ATU12345675');
    const check = viesCheckerFromEnv({ VIES_CHECK: setting, VIES_URL: vies.url }, { cache: createViesCache() });
    expect(await check('AT', 'U12345675')).toMatchObject({ valid: true });
    expect(vies.requests).toHaveLength(1);
  });

  it.each(['yes', 'true', '0', 'of'])('refuses "%s"', (setting) => {
    expect(() => viesCheckerFromEnv({ VIES_CHECK: setting })).toThrow(/VIES_CHECK must be "on" or "off"/);
  });

  it("uses the EU Commission's endpoint unless VIES_URL says otherwise", () => {
    expect(VIES_DEFAULT_URL).toBe('https://ec.europa.eu/taxation_customs/vies/rest-api/check-vat-number');
  });
});
