import { afterEach, describe, expect, it, vi } from 'vitest';
import { postToAuth } from './client';

const ORIGIN = 'http://franken.localhost:3000';

/** next-auth's answers in order: /csrf, POST, (/csrf, POST when retried). */
function answering(posts: string[]) {
  const calls: string[] = [];
  let token = 0;
  let post = 0;
  vi.stubGlobal('window', { location: { origin: ORIGIN } });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      calls.push(input);
      if (input.endsWith('/csrf')) return Response.json({ csrfToken: `token-${++token}` });
      const sent = new URLSearchParams(String(init?.body)).get('csrfToken');
      calls.push(`sent ${sent}`);
      return Response.json({ url: posts[post++] });
    }),
  );
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe('postToAuth', () => {
  it('signs in with the token of the cookie in place', async () => {
    answering([`${ORIGIN}/lebenslauf`]);
    expect(await postToAuth('callback/password', { email: 'a@b.de', password: 'x' })).toEqual({
      ok: true,
      url: `${ORIGIN}/lebenslauf`,
      error: null,
      retryMinutes: null,
    });
  });

  it('asks for a fresh token once when another answer replaced the CSRF cookie, and then signs in', async () => {
    const calls = answering([`${ORIGIN}/api/auth/signin?csrf=true`, `${ORIGIN}/lebenslauf`]);
    const result = await postToAuth('callback/password', { email: 'a@b.de', password: 'x' });
    expect(result).toMatchObject({ ok: true, url: `${ORIGIN}/lebenslauf` });
    expect(calls.filter((c) => c.startsWith('sent'))).toEqual(['sent token-1', 'sent token-2']);
  });

  it('never sends the browser to the refusal: a second refusal is an error the form shows', async () => {
    answering([`${ORIGIN}/api/auth/signin?csrf=true`, `${ORIGIN}/api/auth/signin?csrf=true`]);
    expect(await postToAuth('callback/password', { email: 'a@b.de', password: 'x' })).toEqual({
      ok: false,
      url: null,
      error: 'Default',
      retryMinutes: null,
    });
  });

  it('passes on a refusal with its minutes', async () => {
    answering([`${ORIGIN}/user/login?error=RateLimited&retry=12`]);
    expect(await postToAuth('callback/password', { email: 'a@b.de', password: 'x' })).toEqual({
      ok: false,
      url: null,
      error: 'RateLimited',
      retryMinutes: 12,
    });
  });
});
