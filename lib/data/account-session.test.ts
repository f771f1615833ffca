import { beforeEach, describe, expect, it, vi } from 'vitest';
import { encodeSessionToken, readSessionToken } from '@/server/auth/session-token';
import { isSessionCurrent, SIGNED_IN_AT_CLAIM } from '@/server/auth/sessions';
import { renewSessionAfter } from './account-session';

/** The request's cookie jar as next/headers gives it to a server action. */
const jar = new Map<string, { value: string; options?: Record<string, unknown> }>();
vi.mock('next/headers', () => ({
  cookies: async () => ({
    getAll: () => [...jar].map(([name, c]) => ({ name, value: c.value })),
    set: (name: string, value: string, options: Record<string, unknown>) => jar.set(name, { value, options }),
    delete: (name: string) => jar.delete(name),
  }),
}));

const startedAt = Date.now() - 3_600_000;
const token = () =>
  encodeSessionToken({ sub: 'u1', name: 'Jana', email: 'jana@example.test', [SIGNED_IN_AT_CLAIM]: startedAt });

beforeEach(() => jar.clear());

describe('renewing the session that changed the password', () => {
  it('moves the session start to the change, so this session stays while the older ones end', async () => {
    jar.set('__Secure-next-auth.session-token', { value: await token() });
    const changedAt = new Date();
    expect(isSessionCurrent(changedAt, startedAt)).toBe(false);
    expect(await renewSessionAfter(changedAt)).toBe(true);
    const cookie = jar.get('__Secure-next-auth.session-token')!;
    expect(cookie.options).toMatchObject({ httpOnly: true, sameSite: 'lax', path: '/', secure: true });
    const renewed = await readSessionToken(cookie.value);
    expect(renewed).toMatchObject({ userId: 'u1', startedAt: changedAt.getTime() });
    expect(isSessionCurrent(changedAt, renewed!.startedAt)).toBe(true);
  });

  it('joins a chunked session cookie into one, and leaves a request without a valid session alone', async () => {
    const jwt = await token();
    jar.set('next-auth.session-token.0', { value: jwt.slice(0, 100) });
    jar.set('next-auth.session-token.1', { value: jwt.slice(100) });
    expect(await renewSessionAfter(new Date())).toBe(true);
    expect([...jar.keys()]).toEqual(['next-auth.session-token']);
    expect(jar.get('next-auth.session-token')!.options).toMatchObject({ secure: false });

    jar.clear();
    jar.set('next-auth.session-token', { value: 'gefälscht' });
    expect(await renewSessionAfter(new Date())).toBe(false);
    expect(jar.get('next-auth.session-token')!.value).toBe('gefälscht');
  });
});
