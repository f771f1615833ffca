// Integration tests of getUser, getAppConfig, getRoutInfo and the consent operations through the real route
// handler and database. The test helpers go first: they point getDb() at a test database.
import {
  closeGraphQLTestDb,
  createFixtures,
  firstError,
  type Fixtures,
  gql,
  OTHER_REGION,
  openGraphQLTestDb,
  REGION,
  signToken,
} from '../graphql/testing';
import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client';
import {
  appConfigEntries,
  gdprConsentInfoRevisions,
  gdprConsentInfos,
  gdprUserConsents,
  landingPages,
  organizationMembers,
  routeSlugs,
  userRoles,
  users,
} from '../db/schema';

let db: Db;
let fx: Fixtures;
const tag = randomUUID().slice(0, 8);
const cleanups: Array<() => Promise<unknown>> = [];

beforeAll(async () => {
  db = await openGraphQLTestDb();
  fx = await createFixtures(db);
});

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  await fx.cleanup();
  await closeGraphQLTestDb();
});

const as = async (user: { id: string } | null) => ({ token: user ? await signToken(user.id) : null });

describe('getUser', () => {
  const QUERY = `{ getUser { id email name firstName lastName emailVerified roles { role targetId } organization { id name ownerId }
    activeOrganization { id } isUserApprovedAndVerified isEligibleForJobApply isMasqueraded } }`;

  it('is null for anonymous callers', async () => {
    expect((await gql(QUERY)).json).toEqual({ data: { getUser: null } });
  });

  it('returns a recruiter with roles, organization and active organization', async () => {
    const own = fx.ownOrganization[fx.recruiter.id];
    const before = await gql(QUERY, {}, await as(fx.recruiter));
    expect(before.json.data?.getUser).toMatchObject({
      id: fx.recruiter.id,
      email: fx.recruiter.email,
      emailVerified: true,
      roles: [{ role: 'recruiter', targetId: own }],
      organization: { id: own, ownerId: fx.recruiter.id },
      activeOrganization: null,
      isUserApprovedAndVerified: true,
      isEligibleForJobApply: false,
      isMasqueraded: false,
    });
    await db.update(users).set({ activeOrganizationId: own }).where(eq(users.id, fx.recruiter.id));
    const after = await gql(QUERY, {}, await as(fx.recruiter));
    expect(after.json.data?.getUser).toMatchObject({ activeOrganization: { id: own } });
  });

  it('knows applicants who may apply, and that unverified or unapproved users are not verified', async () => {
    expect((await gql(QUERY, {}, await as(fx.applicant))).json.data?.getUser).toMatchObject({
      isEligibleForJobApply: true,
      isUserApprovedAndVerified: true,
    });
    const [fresh] = await db
      .insert(users)
      .values({ email: `neu-${tag}@example.test` })
      .returning({ id: users.id });
    cleanups.push(() => db.delete(users).where(eq(users.id, fresh.id)));
    await db.insert(userRoles).values({ userId: fresh.id, role: 'applicant', regionId: REGION });
    expect((await gql(QUERY, {}, await as(fresh))).json.data?.getUser).toMatchObject({
      emailVerified: false,
      isEligibleForJobApply: false,
      isUserApprovedAndVerified: false,
      organization: null,
    });
  });

  it('finds the organization of a member who holds no role for it', async () => {
    const [member] = await db
      .insert(users)
      .values({ email: `mitglied-${tag}@example.test` })
      .returning({ id: users.id });
    cleanups.push(() => db.delete(users).where(eq(users.id, member.id)));
    await db.insert(organizationMembers).values({ organizationId: fx.strangerOrganization, userId: member.id });
    expect((await gql(QUERY, {}, await as(member))).json.data?.getUser).toMatchObject({
      organization: { id: fx.strangerOrganization },
      roles: [],
    });
  });

  it('refuses arguments it does not have', async () => {
    const result = await gql('{ getUser(id: "x") { id } }');
    expect(result.status).toBeLessThan(500);
    expect(firstError(result)?.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });
});

describe('getAppConfig', () => {
  const QUERY = '{ getAppConfig { name key value } }';
  const entry = (list: unknown, name: string, key: string) =>
    (list as Array<{ name: string; key: string; value: string }>).find((e) => e.name === name && e.key === key)?.value;

  it("returns the site's public config and feature flags", async () => {
    const franken = (await gql(QUERY)).json.data?.getAppConfig;
    expect(entry(franken, 'site', 'SITENAME')).toBe('Jobs in Franken');
    expect(entry(franken, 'features', 'SHOW_PUBLISHED_DATE')).toBe('false');
    const traunstein = (await gql(QUERY, {}, { region: 'traunstein' })).json.data?.getAppConfig;
    expect(entry(traunstein, 'site', 'SITENAME')).toBe('Jobs in Traunstein');
    // §1: the one site that shows the published date.
    expect(entry(traunstein, 'features', 'SHOW_PUBLISHED_DATE')).toBe('true');
  });

  it('adds app_config rows: defaults, overridden by the site, never another site, never over the config file', async () => {
    const name = `test-${tag}`;
    const rows = await db
      .insert(appConfigEntries)
      .values([
        { name, key: 'greeting', value: 'Hallo' },
        { name, key: 'greeting', value: 'Servus Franken', regionId: REGION },
        { name, key: 'only-default', value: 'für alle' },
        { name, key: 'elsewhere', value: 'nur Rosenheim', regionId: OTHER_REGION },
        { name: 'site', key: 'SITENAME', value: 'Überschrieben?', regionId: REGION },
      ])
      .returning({ id: appConfigEntries.id });
    cleanups.push(() =>
      db.delete(appConfigEntries).where(
        inArray(
          appConfigEntries.id,
          rows.map((r) => r.id),
        ),
      ),
    );
    const list = (await gql(QUERY)).json.data?.getAppConfig as Array<{ name: string; key: string; value: string }>;
    expect(list.filter((e) => e.name === name)).toEqual([
      { name, key: 'greeting', value: 'Servus Franken' },
      { name, key: 'only-default', value: 'für alle' },
    ]);
    expect(list.filter((e) => e.name === 'site' && e.key === 'SITENAME')).toEqual([
      { name: 'site', key: 'SITENAME', value: 'Jobs in Franken' },
    ]);
  });

  it('refuses arguments it does not have', async () => {
    expect(firstError(await gql('{ getAppConfig(limit: 5) { key } }'))?.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });
});

describe('getRoutInfo', () => {
  const QUERY = `query($slug: String!, $language: String) { getRoutInfo(slug: $slug, language: $language) {
    __typename
    ... on RoutError { code reason }
    ... on RoutRedirect { code target }
    ... on RoutContent { entity { type id title body bodyFormat } metatags { meta value } }
  } }`;
  const slug = (name: string) => `/${name}-${tag}`;

  beforeAll(async () => {
    const [page] = await db
      .insert(landingPages)
      .values({
        regionId: REGION,
        title: 'Über uns',
        body: '<h2>Wer wir sind</h2><p onclick="x()">Hallo&nbsp;Franken<script>alert(1)</script></p>',
      })
      .returning({ id: landingPages.id });
    await db.insert(routeSlugs).values([
      { regionId: REGION, slug: slug('ueber-uns'), landingPageId: page.id, metatags: { robots: 'noindex' } },
      { regionId: REGION, slug: slug('alt'), kind: 'redirect', redirectCode: 301, redirectTarget: '/jobs' },
      { regionId: REGION, slug: slug('weg'), kind: 'gone' },
    ]);
    cleanups.push(async () => {
      await db.delete(routeSlugs).where(inArray(routeSlugs.slug, [slug('ueber-uns'), slug('alt'), slug('weg')]));
      await db.delete(landingPages).where(eq(landingPages.id, page.id));
    });
  });

  it('returns content with a sanitized body and metatags', async () => {
    const info = (await gql(QUERY, { slug: slug('ueber-uns') })).json.data?.getRoutInfo as Record<string, unknown>;
    expect(info).toMatchObject({
      __typename: 'RoutContent',
      entity: {
        type: 'LandingPage',
        title: 'Über uns',
        body: '<h2>Wer wir sind</h2><p>Hallo Franken</p>',
        bodyFormat: 'filtered_html',
      },
    });
    expect(info.metatags).toEqual(
      expect.arrayContaining([
        { meta: 'title', value: 'Über uns' },
        { meta: 'robots', value: 'noindex' },
      ]),
    );
  });

  it('returns redirects, gone routes and unknown paths', async () => {
    expect((await gql(QUERY, { slug: slug('alt') })).json.data?.getRoutInfo).toEqual({
      __typename: 'RoutRedirect',
      code: 301,
      target: '/jobs',
    });
    expect((await gql(QUERY, { slug: slug('weg') })).json.data?.getRoutInfo).toEqual({
      __typename: 'RoutError',
      code: 410,
      reason: 'gone',
    });
    expect((await gql(QUERY, { slug: '/gibt-es-nicht' })).json.data?.getRoutInfo).toEqual({
      __typename: 'RoutError',
      code: 404,
      reason: 'not_found',
    });
  });

  it("looks in the caller's site and language only", async () => {
    expect(
      (await gql(QUERY, { slug: slug('ueber-uns') }, { region: OTHER_REGION })).json.data?.getRoutInfo,
    ).toMatchObject({ code: 404 });
    expect((await gql(QUERY, { slug: slug('ueber-uns'), language: 'en' })).json.data?.getRoutInfo).toMatchObject({
      code: 404,
    });
  });

  it.each([
    [{ slug: 'ohne-schraegstrich' }, 'slug', 'Der Pfad muss mit / beginnen und darf keine Leerzeichen enthalten.'],
    [{ slug: '/mit leerzeichen' }, 'slug', 'Der Pfad muss mit / beginnen und darf keine Leerzeichen enthalten.'],
    [{ slug: `/${'x'.repeat(2048)}` }, 'slug', 'Höchstens 2048 Zeichen sind erlaubt.'],
    [
      { slug: '/', language: 'deutsch' },
      'language',
      'Bitte ein Sprachkürzel aus zwei Kleinbuchstaben angeben, zum Beispiel de.',
    ],
  ])('refuses bad input %j', async (variables, field, problem) => {
    const result = await gql(QUERY, variables);
    expect(result.status).toBe(200);
    expect(firstError(result)).toEqual({
      code: 'BAD_USER_INPUT',
      message: `Ungültige Eingabe bei „${field}“: ${problem}`,
    });
  });
});

describe('consent operations', () => {
  const INFOS = `query($id: ID, $type: String, $placement: String, $language: String, $limit: Int, $offset: Int, $sorting: [SortingInput!], $path: String) {
    getGdprConsentInfos(id: $id, type: $type, placement: $placement, language: $language, limit: $limit, offset: $offset, sorting: $sorting, path: $path) {
      id type placement optIn text revision } }`;
  const LATEST =
    'query($type: String!, $placement: String) { hasTheLatestConsent(type: $type, placement: $placement) { hasTheLatestConsent } }';
  const CREATE =
    'mutation($mail: String!, $infoId: ID!) { createGdprUserConsent(mail: $mail, infoId: $infoId) { errors consent { id mail infoId infoRevisionId } } }';
  const type = `privacy-${tag}`;
  const ids = { shared: '', site: '', draftOnly: '', inactive: '', foreign: '', v2: '' };

  beforeAll(async () => {
    const infos = await db
      .insert(gdprConsentInfos)
      .values([
        { type, placement: 'modal', regionId: null, weight: 2 },
        { type, placement: 'signup', regionId: REGION, weight: 1, optIn: false },
        { type, placement: 'modal', regionId: REGION, weight: 3 },
        { type, placement: 'modal', regionId: REGION, active: false },
        { type, placement: 'modal', regionId: OTHER_REGION },
      ])
      .returning({ id: gdprConsentInfos.id });
    [ids.shared, ids.site, ids.draftOnly, ids.inactive, ids.foreign] = infos.map((i) => i.id);
    const published = new Date('2026-01-01T00:00:00Z');
    const revisions = await db
      .insert(gdprConsentInfoRevisions)
      .values([
        { infoId: ids.shared, revision: 1, text: '<p>Alt</p>', publishedAt: published },
        {
          infoId: ids.shared,
          revision: 2,
          text: '<p>Neu <b onmouseover="x()">fett</b><script>x()</script></p>',
          publishedAt: published,
        },
        { infoId: ids.shared, revision: 3, text: '<p>Entwurf</p>', publishedAt: null },
        { infoId: ids.shared, revision: 2, language: 'en', text: '<p>New</p>', publishedAt: published },
        { infoId: ids.site, revision: 1, text: '<p>Anmeldung</p>', publishedAt: published },
        { infoId: ids.draftOnly, revision: 1, text: '<p>Entwurf</p>', publishedAt: null },
        { infoId: ids.inactive, revision: 1, text: '<p>Inaktiv</p>', publishedAt: published },
        { infoId: ids.foreign, revision: 1, text: '<p>Rosenheim</p>', publishedAt: published },
      ])
      .returning({ id: gdprConsentInfoRevisions.id });
    ids.v2 = revisions[1].id;
    cleanups.push(() =>
      db.delete(gdprConsentInfos).where(
        inArray(
          gdprConsentInfos.id,
          infos.map((i) => i.id),
        ),
      ),
    );
  });

  it('lists the active infos of the site and shared ones with their latest published text, sanitized', async () => {
    const list = (await gql(INFOS, { type })).json.data?.getGdprConsentInfos;
    expect(list).toEqual([
      { id: ids.site, type, placement: 'signup', optIn: false, text: '<p>Anmeldung</p>', revision: 1 },
      { id: ids.shared, type, placement: 'modal', optIn: true, text: '<p>Neu <b>fett</b></p>', revision: 2 },
    ]);
  });

  it('filters by id, placement and language, pages and sorts', async () => {
    expect((await gql(INFOS, { id: ids.shared })).json.data?.getGdprConsentInfos).toMatchObject([{ id: ids.shared }]);
    expect((await gql(INFOS, { type, placement: 'signup' })).json.data?.getGdprConsentInfos).toMatchObject([
      { id: ids.site },
    ]);
    expect((await gql(INFOS, { type, language: 'en' })).json.data?.getGdprConsentInfos).toMatchObject([
      { id: ids.shared, text: '<p>New</p>' },
    ]);
    expect((await gql(INFOS, { type, limit: 1, offset: 1 })).json.data?.getGdprConsentInfos).toMatchObject([
      { id: ids.shared },
    ]);
    const byPlacement = await gql(INFOS, {
      type,
      sorting: [{ field: 'placement', value: 'desc' }],
      path: '/datenschutz',
    });
    expect(byPlacement.json.data?.getGdprConsentInfos).toMatchObject([{ placement: 'signup' }, { placement: 'modal' }]);
  });

  it.each([
    [{ limit: 0 }, 'limit', 'Der Wert muss mindestens 1 sein.'],
    [{ limit: 101 }, 'limit', 'Der Wert darf höchstens 100 sein.'],
    [{ offset: -5 }, 'offset', 'Der Wert muss mindestens 0 sein.'],
    [{ id: 'keine-uuid' }, 'id', 'Das ist keine gültige ID.'],
    [{ type: 'Groß Geschrieben' }, 'type', 'Erlaubt sind Kleinbuchstaben, Ziffern, _ und -.'],
    [{ language: 'DE' }, 'language', 'Bitte ein Sprachkürzel aus zwei Kleinbuchstaben angeben, zum Beispiel de.'],
    [
      { sorting: [{ field: 'text', value: 'asc' }] },
      'sorting[0].field',
      'Danach kann nicht sortiert werden; möglich sind: weight, type, placement, created.',
    ],
    [{ path: 'datenschutz' }, 'path', 'Der Pfad muss mit / beginnen und darf keine Leerzeichen enthalten.'],
  ])('getGdprConsentInfos refuses %j', async (variables, field, problem) => {
    expect(firstError(await gql(INFOS, variables))).toEqual({
      code: 'BAD_USER_INPUT',
      message: `Ungültige Eingabe bei „${field}“: ${problem}`,
    });
  });

  it('records consent to the latest revision once, and then the user has the latest consent', async () => {
    const auth = await as(fx.applicant);
    expect((await gql(LATEST, { type }, auth)).json.data?.hasTheLatestConsent).toEqual({ hasTheLatestConsent: false });
    const first = await gql(CREATE, { mail: fx.applicant.email.toUpperCase(), infoId: ids.shared }, auth);
    expect(first.json.data?.createGdprUserConsent).toEqual({
      errors: [],
      consent: { id: expect.any(String), mail: fx.applicant.email, infoId: ids.shared, infoRevisionId: ids.v2 },
    });
    const again = await gql(CREATE, { mail: fx.applicant.email, infoId: ids.shared }, auth);
    expect((again.json.data?.createGdprUserConsent as { consent: { id: string } }).consent.id).toBe(
      (first.json.data?.createGdprUserConsent as { consent: { id: string } }).consent.id,
    );
    // Still missing: the site's signup info. With placement: only the modal one counts.
    expect((await gql(LATEST, { type }, auth)).json.data?.hasTheLatestConsent).toEqual({ hasTheLatestConsent: false });
    expect((await gql(LATEST, { type, placement: 'modal' }, auth)).json.data?.hasTheLatestConsent).toEqual({
      hasTheLatestConsent: true,
    });
    await gql(CREATE, { mail: fx.applicant.email, infoId: ids.site }, auth);
    expect((await gql(LATEST, { type }, auth)).json.data?.hasTheLatestConsent).toEqual({ hasTheLatestConsent: true });
  });

  it('asks again once a newer revision is published', async () => {
    const auth = await as(fx.recruiter);
    await gql(CREATE, { mail: fx.recruiter.email, infoId: ids.site }, auth);
    expect((await gql(LATEST, { type, placement: 'signup' }, auth)).json.data?.hasTheLatestConsent).toEqual({
      hasTheLatestConsent: true,
    });
    await db.insert(gdprConsentInfoRevisions).values({
      infoId: ids.site,
      revision: 2,
      text: '<p>Anmeldung, neu</p>',
      publishedAt: new Date(Date.now() - 1000),
    });
    expect((await gql(LATEST, { type, placement: 'signup' }, auth)).json.data?.hasTheLatestConsent).toEqual({
      hasTheLatestConsent: false,
    });
  });

  it('is true when there is nothing to consent to, and needs a signed-in user', async () => {
    expect(
      (await gql(LATEST, { type: `nichts-${tag}` }, await as(fx.applicant))).json.data?.hasTheLatestConsent,
    ).toEqual({ hasTheLatestConsent: true });
    expect(firstError(await gql(LATEST, { type }))).toEqual({
      code: 'UNAUTHENTICATED',
      message: 'Bitte melde dich an.',
    });
    expect(firstError(await gql(LATEST, { type: 'Mit Leerzeichen' }, await as(fx.applicant)))?.code).toBe(
      'BAD_USER_INPUT',
    );
  });

  it('lets anonymous visitors consent by address, which does not count as a signed-in consent', async () => {
    const anonymous = await gql(CREATE, { mail: fx.stranger.email, infoId: ids.shared });
    expect(anonymous.json.data?.createGdprUserConsent).toMatchObject({
      errors: [],
      consent: { mail: fx.stranger.email },
    });
    const [row] = await db.select().from(gdprUserConsents).where(eq(gdprUserConsents.mail, fx.stranger.email));
    expect(row).toMatchObject({ userId: null, regionId: REGION });
    expect(
      (await gql(LATEST, { type, placement: 'modal' }, await as(fx.stranger))).json.data?.hasTheLatestConsent,
    ).toEqual({ hasTheLatestConsent: false });
  });

  it('refuses consent for somebody else, for infos of other sites or inactive ones, and bad input', async () => {
    expect(
      firstError(await gql(CREATE, { mail: fx.stranger.email, infoId: ids.shared }, await as(fx.recruiter))),
    ).toEqual({
      code: 'FORBIDDEN',
      message: 'Du kannst nur für deine eigene E-Mail-Adresse einwilligen.',
    });
    for (const infoId of [ids.foreign, ids.inactive, randomUUID()]) {
      expect(firstError(await gql(CREATE, { mail: 'gast@example.test', infoId }))).toEqual({
        code: 'NOT_FOUND',
        message: 'Diese Einwilligung gibt es auf dieser Seite nicht.',
      });
    }
    expect(firstError(await gql(CREATE, { mail: 'keine-adresse', infoId: ids.shared }))).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'Ungültige Eingabe bei „mail“: Das ist keine gültige E-Mail-Adresse.',
    });
    expect(firstError(await gql(CREATE, { mail: 'gast@example.test', infoId: '123' }))?.code).toBe('BAD_USER_INPUT');
  });

  it('answers an info without published text with an error entry, not a consent', async () => {
    const result = await gql(CREATE, { mail: 'gast@example.test', infoId: ids.draftOnly });
    expect(result.json.data?.createGdprUserConsent).toEqual({
      errors: ['Für diese Einwilligung gibt es noch keinen veröffentlichten Text.'],
      consent: null,
    });
  });
});
