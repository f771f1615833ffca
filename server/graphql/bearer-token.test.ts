// The test helpers go first: they point getDb() at a test database before anything opens it.
import { jsonRequest, OTHER_REGION, REGION, send, signToken, useGraphQLFixtures } from './testing';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { POST } from '../../app/graphql/route';
import { endSessions, SIGNED_IN_AT_CLAIM } from '../auth/sessions';
import { organizations, userRoles, users } from '../db/schema';
import { getStorage } from '../storage/process-storage';
import { buildRequestContext } from './context';

/** docs/product.md §7 bearer authorization of /graphql: who the token names, loaded fresh per request. */
const t = useGraphQLFixtures();

const USER_QUERY = { query: '{ getUser { id isMasqueraded roles { role } } }' };

describe('bearer session token', () => {
  it('knows the signed-in user, roles loaded for this site', async () => {
    const { json } = await send(POST, jsonRequest(USER_QUERY, { token: await signToken(t.fx.site_admin.id) }));
    expect(json.data?.getUser).toEqual({
      id: t.fx.site_admin.id,
      isMasqueraded: false,
      roles: [{ role: 'site_admin' }],
    });
    // The grant is for REGION only: on another site the same user has no roles.
    const elsewhere = await send(
      POST,
      jsonRequest(USER_QUERY, { token: await signToken(t.fx.site_admin.id), region: OTHER_REGION }),
    );
    expect(elsewhere.json.data?.getUser).toMatchObject({ roles: [] });
  });

  it('answers 401 UNAUTHENTICATED for a forged or an expired token, not anonymous', async () => {
    for (const token of [
      await signToken(t.fx.recruiter.id, { secret: 'someone-elses-secret' }),
      await signToken(t.fx.recruiter.id, { maxAge: -60 }),
      'kaputt',
    ]) {
      const { status, headers, json } = await send(POST, jsonRequest(USER_QUERY, { token }));
      expect(status).toBe(401);
      expect(headers.get('www-authenticate')).toContain('invalid_token');
      expect(json.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
      expect(json.data ?? null).toBeNull();
    }
  });

  it('answers SESSION_USER_GONE for a valid token of a blocked or deleted user', async () => {
    const token = await signToken(t.fx.doomed.id);
    expect((await send(POST, jsonRequest(USER_QUERY, { token }))).status).toBe(200);
    await t.db.update(users).set({ blocked: true }).where(eq(users.id, t.fx.doomed.id));
    const blocked = await send(POST, jsonRequest(USER_QUERY, { token }));
    expect(blocked.status).toBe(401);
    expect(blocked.json.errors?.[0]).toMatchObject({
      message: 'Dein Konto gibt es nicht mehr oder es ist gesperrt. Bitte melde dich neu an.',
      extensions: { code: 'SESSION_USER_GONE' },
    });
    await t.db.delete(users).where(eq(users.id, t.fx.doomed.id));
    expect((await send(POST, jsonRequest(USER_QUERY, { token }))).json.errors?.[0].extensions?.code).toBe(
      'SESSION_USER_GONE',
    );
  });

  it('stops honouring a removed role at once although the token is still valid', async () => {
    const [extra] = await t.db
      .insert(users)
      .values({ email: `entzogen-${Date.now()}@example.test` })
      .returning({ id: users.id });
    const [org] = await t.db
      .insert(organizations)
      .values({ regionId: REGION, slug: `entzogen-${extra.id}`, name: 'Entzogen GmbH' })
      .returning({ id: organizations.id });
    await t.db.insert(userRoles).values({ userId: extra.id, role: 'recruiter', targetId: org.id, regionId: REGION });
    const token = await signToken(extra.id);
    const credits = jsonRequest(
      { query: 'query($o: ID) { getCredits(organizationId: $o) { amount } }', variables: { o: org.id } },
      { token },
    );
    expect((await send(POST, credits)).json.data?.getCredits).toEqual([]);
    await t.db.delete(userRoles).where(and(eq(userRoles.userId, extra.id), eq(userRoles.role, 'recruiter')));
    const again = jsonRequest(
      { query: 'query($o: ID) { getCredits(organizationId: $o) { amount } }', variables: { o: org.id } },
      { token },
    );
    expect((await send(POST, again)).json.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    await t.db.delete(organizations).where(eq(organizations.id, org.id));
    await t.db.delete(users).where(eq(users.id, extra.id));
  });

  it('flags a masquerade by an admin-like user and refuses one by anybody else', async () => {
    const byAdmin = await signToken(t.fx.applicant.id, { claims: { masqueradedBy: t.fx.administrator.id } });
    expect((await send(POST, jsonRequest(USER_QUERY, { token: byAdmin }))).json.data?.getUser).toMatchObject({
      id: t.fx.applicant.id,
      isMasqueraded: true,
    });
    const byRecruiter = await signToken(t.fx.applicant.id, { claims: { masqueradedBy: t.fx.recruiter.id } });
    expect((await send(POST, jsonRequest(USER_QUERY, { token: byRecruiter }))).json.errors?.[0].extensions?.code).toBe(
      'SESSION_USER_GONE',
    );
  });

  it('honours the visual-editor header for admin-like users only', async () => {
    const deps = { getDb: async () => t.db, getStorage };
    const request = async (userId: string) =>
      new Request('http://localhost/graphql', {
        headers: {
          'x-jobboard-region': REGION,
          'x-visual-editor': 'true',
          authorization: `Bearer ${await signToken(userId)}`,
        },
      });
    expect((await buildRequestContext(await request(t.fx.job_editor.id), deps)).visualEditor).toBe(true);
    expect((await buildRequestContext(await request(t.fx.recruiter.id), deps)).visualEditor).toBe(false);
  });

  // Security review: the JWT lives 30 days, a sign-out (or being signed out everywhere) ends it at once.
  it('refuses the bearer token of a session that was ended, and takes the next sign-in', async () => {
    const [{ id: userId }] = await t.db
      .insert(users)
      .values({ email: `abgemeldet-${Date.now()}@example.test` })
      .returning({ id: users.id });
    const before = await signToken(userId, { claims: { [SIGNED_IN_AT_CLAIM]: Date.now() - 60_000 } });
    const first = await send(POST, jsonRequest(USER_QUERY, { token: before }));
    expect(first.json.data?.getUser).toMatchObject({ id: userId });

    await endSessions(t.db, userId);
    const ended = await send(POST, jsonRequest(USER_QUERY, { token: before }));
    expect(ended.status).toBe(401);
    expect(ended.json.errors?.[0].extensions?.code).toBe('SESSION_USER_GONE');

    const after = await signToken(userId, { claims: { [SIGNED_IN_AT_CLAIM]: Date.now() + 1_000 } });
    expect((await send(POST, jsonRequest(USER_QUERY, { token: after }))).json.data?.getUser).toMatchObject({
      id: userId,
    });
    await t.db.delete(users).where(eq(users.id, userId));
  });
});
