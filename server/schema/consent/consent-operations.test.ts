// Integration tests of getGdprConsentInfos, hasTheLatestConsent and createGdprUserConsent through the real route
// handler and database. The test helpers go first: they point getDb() at a test database.
import { firstError, gql, OTHER_REGION, REGION } from '../../graphql/testing';
import { randomUUID } from 'node:crypto';
import { eq, inArray, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { authRateLimits, gdprConsentInfoRevisions, gdprConsentInfos, gdprUserConsents } from '../../db/schema';
import { CONSENT_PER_ACCOUNT, hitConsentLimit } from '../../consent/consent-limit';
import { as, useResolverFixtures } from '../resolver-testing';

const t = useResolverFixtures();

describe('consent operations', () => {
  const INFOS = `query($id: ID, $type: String, $placement: String, $language: String, $limit: Int, $offset: Int, $sorting: [SortingInput!], $path: String) {
    getGdprConsentInfos(id: $id, type: $type, placement: $placement, language: $language, limit: $limit, offset: $offset, sorting: $sorting, path: $path) {
      id type placement optIn text revision } }`;
  const LATEST =
    'query($type: String!, $placement: String) { hasTheLatestConsent(type: $type, placement: $placement) { hasTheLatestConsent } }';
  const CREATE =
    'mutation($mail: String!, $infoId: ID!) { createGdprUserConsent(mail: $mail, infoId: $infoId) { errors consent { id mail infoId infoRevisionId } } }';
  const type = `privacy-${t.tag}`;
  const ids = { shared: '', site: '', draftOnly: '', inactive: '', foreign: '', v2: '' };

  beforeAll(async () => {
    const infos = await t.db
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
    const revisions = await t.db
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
    t.cleanups.push(() =>
      t.db.delete(gdprConsentInfos).where(
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
    const auth = await as(t.fx.applicant);
    expect((await gql(LATEST, { type }, auth)).json.data?.hasTheLatestConsent).toEqual({ hasTheLatestConsent: false });
    const first = await gql(CREATE, { mail: t.fx.applicant.email.toUpperCase(), infoId: ids.shared }, auth);
    expect(first.json.data?.createGdprUserConsent).toEqual({
      errors: [],
      consent: { id: expect.any(String), mail: t.fx.applicant.email, infoId: ids.shared, infoRevisionId: ids.v2 },
    });
    const again = await gql(CREATE, { mail: t.fx.applicant.email, infoId: ids.shared }, auth);
    expect((again.json.data?.createGdprUserConsent as { consent: { id: string } }).consent.id).toBe(
      (first.json.data?.createGdprUserConsent as { consent: { id: string } }).consent.id,
    );
    // Still missing: the site's signup info. With placement: only the modal one counts.
    expect((await gql(LATEST, { type }, auth)).json.data?.hasTheLatestConsent).toEqual({ hasTheLatestConsent: false });
    expect((await gql(LATEST, { type, placement: 'modal' }, auth)).json.data?.hasTheLatestConsent).toEqual({
      hasTheLatestConsent: true,
    });
    await gql(CREATE, { mail: t.fx.applicant.email, infoId: ids.site }, auth);
    expect((await gql(LATEST, { type }, auth)).json.data?.hasTheLatestConsent).toEqual({ hasTheLatestConsent: true });
  });

  it('asks again once a newer revision is published', async () => {
    const auth = await as(t.fx.recruiter);
    await gql(CREATE, { mail: t.fx.recruiter.email, infoId: ids.site }, auth);
    expect((await gql(LATEST, { type, placement: 'signup' }, auth)).json.data?.hasTheLatestConsent).toEqual({
      hasTheLatestConsent: true,
    });
    await t.db.insert(gdprConsentInfoRevisions).values({
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
      (await gql(LATEST, { type: `nichts-${t.tag}` }, await as(t.fx.applicant))).json.data?.hasTheLatestConsent,
    ).toEqual({ hasTheLatestConsent: true });
    expect(firstError(await gql(LATEST, { type }))).toEqual({
      code: 'UNAUTHENTICATED',
      message: 'Bitte melde dich an.',
    });
    expect(firstError(await gql(LATEST, { type: 'Mit Leerzeichen' }, await as(t.fx.applicant)))?.code).toBe(
      'BAD_USER_INPUT',
    );
  });

  it('refuses anonymous callers: nobody can show an address is theirs (docs/product-decisions.md)', async () => {
    const before = await t.db.select().from(gdprUserConsents).where(eq(gdprUserConsents.mail, t.fx.stranger.email));
    // One request with aliases for many addresses, as the probe sent it.
    const aliases = Array.from(
      { length: 5 },
      (_, i) => `c${i}: createGdprUserConsent(mail: "${t.fx.stranger.email}", infoId: "${ids.shared}") { errors }`,
    ).join(' ');
    const answer = await gql(`mutation { ${aliases} }`);
    expect(new Set(answer.json.errors?.map((e) => e.extensions?.code))).toEqual(new Set(['UNAUTHENTICATED']));
    expect(firstError(await gql(CREATE, { mail: `gast-${t.tag}@example.test`, infoId: ids.shared }))).toEqual({
      code: 'UNAUTHENTICATED',
      message: 'Bitte melde dich an.',
    });
    const after = await t.db.select().from(gdprUserConsents).where(eq(gdprUserConsents.mail, t.fx.stranger.email));
    expect(after).toHaveLength(before.length);
  });

  it('limits consents per account (60 an hour), counting every operation', async () => {
    const auth = await as(t.fx.administrator);
    // Fill the account's allowance up to its last consent.
    const { hits } = await hitConsentLimit(t.db, t.fx.administrator.id);
    for (let i = hits; i < CONSENT_PER_ACCOUNT.limit - 1; i++) await hitConsentLimit(t.db, t.fx.administrator.id);
    const last = await gql(CREATE, { mail: t.fx.administrator.email, infoId: ids.shared }, auth);
    expect(firstError(last)).toBeNull();
    expect(firstError(await gql(CREATE, { mail: t.fx.administrator.email, infoId: ids.shared }, auth))).toEqual({
      code: 'RATE_LIMITED',
      message: 'Du hast gerade sehr viele Einwilligungen gespeichert. Bitte versuche es in einer Stunde noch einmal.',
    });
    await t.db.delete(authRateLimits).where(like(authRateLimits.key, `${CONSENT_PER_ACCOUNT.name}:%`));
  });

  it('refuses consent for somebody else, for infos of other sites or inactive ones, and bad input', async () => {
    expect(
      firstError(await gql(CREATE, { mail: t.fx.stranger.email, infoId: ids.shared }, await as(t.fx.recruiter))),
    ).toEqual({
      code: 'FORBIDDEN',
      message: 'Du kannst nur für deine eigene E-Mail-Adresse einwilligen.',
    });
    for (const infoId of [ids.foreign, ids.inactive, randomUUID()]) {
      expect(
        firstError(await gql(CREATE, { mail: 'gast@example.test', infoId }, await as(t.fx.administrator))),
      ).toEqual({
        code: 'NOT_FOUND',
        message: 'Diese Einwilligung gibt es auf dieser Seite nicht.',
      });
    }
    expect(
      firstError(await gql(CREATE, { mail: 'keine-adresse', infoId: ids.shared }, await as(t.fx.administrator))),
    ).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'Ungültige Eingabe bei „mail“: Das ist keine gültige E-Mail-Adresse.',
    });
    expect(
      firstError(await gql(CREATE, { mail: 'gast@example.test', infoId: '123' }, await as(t.fx.administrator)))?.code,
    ).toBe('BAD_USER_INPUT');
  });

  it('answers an info without published text with an error entry, not a consent', async () => {
    const result = await gql(
      CREATE,
      { mail: 'gast@example.test', infoId: ids.draftOnly },
      await as(t.fx.administrator),
    );
    expect(result.json.data?.createGdprUserConsent).toEqual({
      errors: ['Für diese Einwilligung gibt es noch keinen veröffentlichten Text.'],
      consent: null,
    });
  });
});
