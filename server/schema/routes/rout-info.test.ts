// Integration tests of getRoutInfo through the real route handler and database. The test helpers go first: they
// point getDb() at a test database.
import { firstError, gql, OTHER_REGION, REGION } from '../../graphql/testing';
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { landingPages, routeSlugs } from '../../db/schema';
import { useResolverFixtures } from '../resolver-testing';

const t = useResolverFixtures();

describe('getRoutInfo', () => {
  const QUERY = `query($slug: String!, $language: String) { getRoutInfo(slug: $slug, language: $language) {
    __typename
    ... on RoutError { code reason }
    ... on RoutRedirect { code target }
    ... on RoutContent { entity { type id title body bodyFormat } metatags { meta value } }
  } }`;
  const slug = (name: string) => `/${name}-${t.tag}`;

  beforeAll(async () => {
    const [page] = await t.db
      .insert(landingPages)
      .values({
        regionId: REGION,
        title: 'Über uns',
        body: '<h2>Wer wir sind</h2><p onclick="x()">Hallo&nbsp;Franken<script>alert(1)</script></p>',
      })
      .returning({ id: landingPages.id });
    await t.db.insert(routeSlugs).values([
      { regionId: REGION, slug: slug('ueber-uns'), landingPageId: page.id, metatags: { robots: 'noindex' } },
      { regionId: REGION, slug: slug('alt'), kind: 'redirect', redirectCode: 301, redirectTarget: '/jobs' },
      { regionId: REGION, slug: slug('weg'), kind: 'gone' },
    ]);
    t.cleanups.push(async () => {
      await t.db.delete(routeSlugs).where(inArray(routeSlugs.slug, [slug('ueber-uns'), slug('alt'), slug('weg')]));
      await t.db.delete(landingPages).where(eq(landingPages.id, page.id));
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
