import { describe, expect, it } from 'vitest';
import { encode } from 'next-auth/jwt';
import { readBearerToken } from './auth-token';
import { resolveRequestSite } from './context';

const SECRET = 'context-test-secret';
const USER_ID = '2b0d5c3e-6b1f-4c57-9f3a-0c1d2e3f4a5b';

function failure(fn: () => unknown): { code: unknown; status: unknown; message: string } {
  try {
    fn();
  } catch (error) {
    const e = error as { message: string; extensions: { code?: string; http?: { status?: number } } };
    return { code: e.extensions.code, status: e.extensions.http?.status, message: e.message };
  }
  throw new Error('expected an error');
}

async function asyncFailure(promise: Promise<unknown>) {
  const e = (await promise.then(
    () => null,
    (error: unknown) => error,
  )) as { message: string; extensions: Record<string, unknown> } | null;
  if (!e) throw new Error('expected an error');
  return e;
}

describe('resolveRequestSite', () => {
  const site = (headers: Record<string, string>) => resolveRequestSite(new Headers(headers));

  it('takes the host region from the proxy and the locale from the frontend header', () => {
    const { region, locale } = site({ 'x-jobboard-region': 'rosenheim', 'x-frontend': 'rosenheim;de' });
    expect([region.id, locale]).toEqual(['rosenheim', 'de']);
  });

  it('defaults the locale to the site default when no frontend header is sent', () => {
    expect(site({ 'x-jobboard-region': 'franken' }).locale).toBe('de');
  });

  it('refuses a frontend header naming another site than the host (wrong-region path)', () => {
    const error = failure(() => site({ 'x-jobboard-region': 'franken', 'x-frontend': 'rosenheim;de' }));
    expect(error).toMatchObject({ code: 'WRONG_REGION', status: 400 });
    expect(error.message).toBe(
      'Diese Anfrage ist für die Seite „rosenheim“, kam aber über „Jobs in Franken“. Bitte lade die Seite neu.',
    );
  });

  it('lets the frontend header decide when the backend is called directly', () => {
    expect(site({ 'x-frontend': 'ulm;de' }).region.id).toBe('ulm');
  });

  it('refuses requests naming no site, an unknown site, a malformed header or another locale', () => {
    expect(failure(() => site({}))).toMatchObject({
      code: 'BAD_REQUEST',
      status: 400,
      message: 'Die Anfrage nennt keine Seite: Der Header x-frontend fehlt.',
    });
    expect(failure(() => site({ 'x-frontend': 'atlantis;de' })).message).toBe('Die Seite „atlantis“ gibt es nicht.');
    expect(failure(() => site({ 'x-jobboard-region': 'franken', 'x-frontend': 'franken' })).code).toBe('BAD_REQUEST');
    expect(failure(() => site({ 'x-jobboard-region': 'franken', 'x-frontend': 'franken;en' })).message).toBe(
      'Die Sprache „en“ gibt es auf dieser Seite nicht.',
    );
  });
});

describe('readBearerToken', () => {
  it('is anonymous without a header and reads sub and masqueradedBy from a valid token', async () => {
    expect(await readBearerToken(null, SECRET)).toBeNull();
    const token = await encode({ token: { sub: USER_ID }, secret: SECRET });
    expect(await readBearerToken(`Bearer ${token}`, SECRET)).toMatchObject({ userId: USER_ID, masqueradedBy: null });
    const masked = await encode({
      token: { sub: USER_ID, masqueradedBy: USER_ID.replace('2b', '3c') },
      secret: SECRET,
    });
    expect((await readBearerToken(`Bearer ${masked}`, SECRET))?.masqueradedBy).toBe(USER_ID.replace('2b', '3c'));
  });

  it('reads when the session started, so a sign-out since then ends it', async () => {
    const token = await encode({ token: { sub: USER_ID, signedInAt: 1_700_000_000_000 }, secret: SECRET });
    expect((await readBearerToken(`Bearer ${token}`, SECRET))?.sessionStartedAt).toBe(1_700_000_000_000);
  });

  it('answers 401 UNAUTHENTICATED for forged, foreign, expired and malformed tokens', async () => {
    const foreign = await encode({ token: { sub: USER_ID }, secret: 'another-secret' });
    const expired = await encode({ token: { sub: USER_ID }, secret: SECRET, maxAge: -60 });
    const noSubject = await encode({ token: { name: 'x' }, secret: SECRET });
    for (const header of [
      `Bearer ${foreign}`,
      `Bearer ${expired}`,
      `Bearer ${noSubject}`,
      'Bearer nicht.ein.token',
      'Basic dXNlcjpwdw==',
    ]) {
      const error = await asyncFailure(readBearerToken(header, SECRET));
      expect(error.extensions).toMatchObject({ code: 'UNAUTHENTICATED', http: { status: 401 } });
      expect(error.message).toBe('Deine Anmeldung ist ungültig oder abgelaufen. Bitte melde dich neu an.');
    }
    expect((await asyncFailure(readBearerToken(`Bearer ${expired}`, SECRET))).extensions.reason).toBe('expired');
  });
});
