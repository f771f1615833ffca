// The subscribers' CSV through its real route handler and database: the authorization matrix (who gets the
// list of which site), the CSV itself, and the 404 where the site has no newsletter.
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useGraphQLFixtures, type Fixtures } from '@/server/graphql/testing';
import { newsletterSubscriptions, userRoles } from '@/server/db/schema';
import { encodeSessionToken } from '@/server/auth/session-token';
import { SIGNED_IN_AT_CLAIM } from '@/server/auth/sessions';
import { GET } from '@/app/[region]/job-manager/newsletter/export/route';

/** The request's cookie jar as next/headers gives it to the route's viewer. */
const jar = new Map<string, string>();
vi.mock('next/headers', () => ({
  cookies: async () => ({ getAll: () => [...jar].map(([name, value]) => ({ name, value })) }),
}));

const SITE = 'ludwigsburg';
const state = useGraphQLFixtures();
const confirmedAt = new Date('2026-11-02T08:30:00Z');

async function signIn(userId: string | null) {
  jar.clear();
  if (userId)
    jar.set(
      'next-auth.session-token',
      await encodeSessionToken({ sub: userId, [SIGNED_IN_AT_CLAIM]: Date.now() - 60_000 }),
    );
}

const get = (site = SITE) =>
  GET(new Request(`http://${site}.localhost/job-manager/newsletter/export`), {
    params: Promise.resolve({ region: site }),
  });

beforeAll(async () => {
  const { db, fx } = state;
  // The stranger is made this site's admin; the fixtures' site admin is Franken's (another site's).
  await db.insert(userRoles).values({ userId: fx.stranger.id, role: 'site_admin', regionId: SITE });
  await db.insert(newsletterSubscriptions).values([
    { regionId: SITE, email: 'leser-export@beispiel.de', source: 'footer', consentVersion: 'v', confirmedAt },
    { regionId: SITE, email: '=formel-export@beispiel.de', source: 'page', consentVersion: 'v', confirmedAt },
    { regionId: SITE, email: 'wartet-export@beispiel.de', source: 'page', consentVersion: 'v', confirmTokenHash: 'h' },
    { regionId: 'franken', email: 'franken-export@beispiel.de', source: 'page', consentVersion: 'v', confirmedAt },
  ]);
});

afterAll(async () => {
  const { db, fx } = state;
  await db.delete(newsletterSubscriptions).where(like(newsletterSubscriptions.email, '%-export@beispiel.de'));
  await db.delete(userRoles).where(and(eq(userRoles.userId, fx.stranger.id), eq(userRoles.regionId, SITE)));
});

beforeEach(() => jar.clear());

describe('GET /job-manager/newsletter/export (authorization matrix)', () => {
  it.each<[string, (fx: Fixtures) => string | null, number]>([
    ['anonymous', () => null, 303],
    ['applicant', (fx) => fx.applicant.id, 403],
    ['recruiter', (fx) => fx.recruiter.id, 403],
    ['site admin of another site', (fx) => fx.site_admin.id, 403],
    ['site admin of this site', (fx) => fx.stranger.id, 200],
    ['administrator', (fx) => fx.administrator.id, 200],
  ])('%s → %i', async (_who, user, status) => {
    await signIn(user(state.fx));
    const response = await get();
    expect(response.status).toBe(status);
    if (status === 303) expect(response.headers.get('location')).toMatch(/\/user\/login/);
    if (status !== 200) expect(await response.text()).not.toContain('@beispiel.de');
  });

  it('answers the confirmed subscribers of this site only, as CSV for German Excel', async () => {
    await signIn(state.fx.administrator.id);
    const response = await get();
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="newsletter-ludwigsburg-/);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    // The byte order mark makes Excel read UTF-8 (text() would drop it).
    const csv = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());
    expect(csv.split('\r\n')).toEqual([
      '\uFEFFE-Mail-Adresse;Bestätigt am;Quelle',
      `'=formel-export@beispiel.de;2026-11-02T08:30:00.000Z;Newsletter-Seite`,
      'leser-export@beispiel.de;2026-11-02T08:30:00.000Z;Fußzeile',
      '',
    ]);
  });

  it('is a 404 where the site has no newsletter, for an administrator too', async () => {
    await signIn(state.fx.administrator.id);
    expect((await get('franken')).status).toBe(404);
  });
});
