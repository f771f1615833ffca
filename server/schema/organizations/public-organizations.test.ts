// Integration tests of the organization search and the public organization profile, through the real route
// handler and database. Organizations carry a random word so that queries see only this file's rows.
import {
  closeGraphQLTestDb,
  createFixtures,
  firstError,
  type Fixtures,
  gql,
  OTHER_REGION,
  openGraphQLTestDb,
  REGION,
} from '../../graphql/testing';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { jobs, organizations, taxonomyTerms } from '../../db/schema';
import { listOrganizationRoutes } from '../../sitemaps/list-organization-routes';

let db: Db;
let fx: Fixtures;
const tag = `zq${Math.random()
  .toString(36)
  .replace(/[^a-z]/g, '')
  .slice(0, 6)}`;
const base = 920_000_000 + Math.floor(Math.random() * 1_000_000) * 10;
const KLINIK = base + 1;
const HANDWERK = base + 2;
const PFLEGE = base + 3;
const orgIds: string[] = [];
const PRIVATE = {
  firstName: `Geheimvorname${tag}`,
  lastName: `Geheimnachname${tag}`,
  phone: '+49 171 5550000',
  position: 'Inhaberin',
};

const SEARCH = `query($payload: OrganizationSearchPayload!) { searchOrganizations(payload: $payload) { total
  organizations { id slug name url location industries { label } openJobs featured } facets { field values { value label count } } featured { slug } } }`;

async function search(payload: Record<string, unknown>) {
  const result = await gql(SEARCH, {
    payload: {
      ...payload,
      fulltext: { keys: `${tag} ${(payload.fulltext as { keys?: string } | undefined)?.keys ?? ''}` },
    },
  });
  expect(firstError(result)).toBeNull();
  return result.json.data!.searchOrganizations as {
    total: number;
    organizations: Array<{ slug: string; name: string; openJobs: number; industries: Array<{ label: string }> }>;
    facets: Array<{ field: string; values: Array<{ value: string; label: string; count: number }> }>;
    featured: Array<{ slug: string }>;
  };
}

beforeAll(async () => {
  db = await openGraphQLTestDb();
  fx = await createFixtures(db);
  await db.insert(taxonomyTerms).values([
    { vocabulary: 'industry', tid: KLINIK, label: `Kliniken ${tag}` },
    { vocabulary: 'industry', tid: HANDWERK, label: `Handwerk ${tag}` },
    { vocabulary: 'occupational_field', tid: PFLEGE, label: `Pflege ${tag}` },
  ]);
  const about = (industry: number[], presentation: string) => ({
    industry,
    occupation: [PFLEGE],
    fieldsOfStudy: [],
    presentation,
  });
  const rows = await db
    .insert(organizations)
    .values([
      {
        regionId: REGION,
        slug: `klinikum-${tag}`,
        name: `Klinikum Nord ${tag}`,
        about: about([KLINIK], '<p>Wir pflegen Menschen.</p><script>x</script>'),
        industryTids: [KLINIK],
        occupationTids: [PFLEGE],
        personalInfo: PRIVATE,
        featured: true,
        info: {
          profiles: { linkedin: 'https://www.linkedin.com/company/klinikum' },
          organizationLocation: 'Nürnberg',
          website: 'https://klinikum.example',
        },
        contactPeople: [
          { firstName: 'Petra', lastName: 'Personal', email: 'karriere@klinikum.example', position: 'Recruiting' },
        ],
        faq: [{ question: 'Gibt es Schichtzulagen?', answer: '<p>Ja.</p>' }],
      },
      {
        regionId: REGION,
        slug: `schreinerei-${tag}`,
        name: `Schreinerei Holz ${tag}`,
        about: about([HANDWERK], '<p>Möbel nach Maß.</p>'),
        industryTids: [HANDWERK],
        personalInfo: PRIVATE,
      },
      {
        regionId: REGION,
        slug: `versteckt-${tag}`,
        name: `Versteckt ${tag}`,
        about: about([KLINIK], ''),
        industryTids: [KLINIK],
        published: false,
      },
      {
        regionId: OTHER_REGION,
        slug: `fremd-${tag}`,
        name: `Klinik Fremd ${tag}`,
        about: about([KLINIK], ''),
        industryTids: [KLINIK],
      },
    ])
    .returning({ id: organizations.id });
  orgIds.push(...rows.map((r) => r.id));
  const open = {
    regionId: REGION,
    organizationId: rows[0].id,
    state: 'published' as const,
    publishedAt: new Date(Date.now() - 86_400_000),
    expiresAt: new Date(Date.now() + 30 * 86_400_000),
  };
  await db.insert(jobs).values([
    { ...open, title: 'Pflegefachkraft' },
    { ...open, title: 'Stationsleitung' },
    { ...open, title: 'Alt', expiresAt: new Date(Date.now() - 1000) },
  ]);
});

afterAll(async () => {
  await db.delete(organizations).where(inArray(organizations.id, orgIds));
  await db.delete(taxonomyTerms).where(inArray(taxonomyTerms.tid, [KLINIK, HANDWERK, PFLEGE]));
  await fx.cleanup();
  await closeGraphQLTestDb();
});

describe('searchOrganizations', () => {
  it('finds the published organizations of the site, with open jobs counted', async () => {
    const result = await search({});
    expect(result.organizations.map((o) => o.name)).toEqual([`Klinikum Nord ${tag}`, `Schreinerei Holz ${tag}`]);
    expect(result.organizations[0]).toMatchObject({ openJobs: 2, industries: [{ label: `Kliniken ${tag}` }] });
  });

  it('searches by word in the name or the presentation, and by industry with counts beside the facet', async () => {
    expect((await search({ fulltext: { keys: 'Möbel' } })).organizations.map((o) => o.slug)).toEqual([
      `schreinerei-${tag}`,
    ]);
    expect((await search({ fulltext: { keys: 'Klinikum' } })).organizations.map((o) => o.slug)).toEqual([
      `klinikum-${tag}`,
    ]);
    const byIndustry = await search({
      condition_group: { groups: [{ conditions: [{ name: 'industry', value: String(HANDWERK) }] }] },
      facets: [{ field: 'industry' }, { field: 'occupation' }],
    });
    expect(byIndustry.organizations.map((o) => o.slug)).toEqual([`schreinerei-${tag}`]);
    const industry = Object.fromEntries(
      byIndustry.facets.find((f) => f.field === 'industry')!.values.map((v) => [v.label, v.count]),
    );
    expect(industry).toEqual({ [`Kliniken ${tag}`]: 1, [`Handwerk ${tag}`]: 1 });
  });

  it('shows only featured organizations when the site asks for it (SHOW_ONLY_FEATURED_ORGANIZATIONS)', async () => {
    expect((await search({ featuredOnly: true })).organizations.map((o) => o.slug)).toEqual([`klinikum-${tag}`]);
  });

  it('pages with 12 per page by default and refuses bad input in German', async () => {
    const result = await gql(SEARCH, { payload: { range: { first: 0, last: 500 } } });
    expect(firstError(result)).toMatchObject({ code: 'BAD_USER_INPUT' });
    const unknown = await gql(SEARCH, { payload: { facets: [{ field: 'gehalt' }] } });
    expect(firstError(unknown)?.message).toMatch(/Danach kann nicht gezählt werden/);
  });
});

describe('getOrganizationProfile', () => {
  const PROFILE = `query($slug: String!) { getOrganizationProfile(slug: $slug) { id name url location website profiles { linkedin }
    presentation industries { label } occupations { label } contactPeople { firstName lastName email position } faq { question answer } openJobs featured } }`;

  it('shows every public section, rich text sanitized', async () => {
    const result = await gql(PROFILE, { slug: `klinikum-${tag}` });
    expect(firstError(result)).toBeNull();
    expect(result.json.data!.getOrganizationProfile).toMatchObject({
      name: `Klinikum Nord ${tag}`,
      url: `/organization/klinikum-${tag}`,
      location: 'Nürnberg',
      website: 'https://klinikum.example',
      profiles: { linkedin: 'https://www.linkedin.com/company/klinikum' },
      presentation: '<p>Wir pflegen Menschen.</p>',
      contactPeople: [
        { firstName: 'Petra', lastName: 'Personal', email: 'karriere@klinikum.example', position: 'Recruiting' },
      ],
      faq: [{ question: 'Gibt es Schichtzulagen?', answer: '<p>Ja.</p>' }],
      openJobs: 2,
      featured: true,
    });
  });

  it('never lets a field of personal_info reach an anonymous caller, in search or profile', async () => {
    const everything = JSON.stringify([
      (await gql(PROFILE, { slug: `klinikum-${tag}` })).json,
      (await gql(PROFILE, { slug: `schreinerei-${tag}` })).json,
      (await gql(SEARCH, { payload: { fulltext: { keys: tag } } })).json,
    ]);
    for (const value of Object.values(PRIVATE)) expect(everything).not.toContain(value);
  });

  it('is null for unpublished organizations, other sites’ and unknown slugs', async () => {
    for (const slug of [`versteckt-${tag}`, `fremd-${tag}`, 'gibt-es-nicht']) {
      const result = await gql(PROFILE, { slug });
      expect(result.json.data!.getOrganizationProfile).toBeNull();
    }
  });
});

describe('listOrganizationRoutes (the organization sitemap)', () => {
  it('lists the published organizations of the site only', async () => {
    const paths = (await listOrganizationRoutes(db, REGION)).map((e) => e.path);
    expect(paths).toEqual(
      expect.arrayContaining([`/organization/klinikum-${tag}`, `/organization/schreinerei-${tag}`]),
    );
    expect(paths).not.toContain(`/organization/versteckt-${tag}`);
    expect(paths).not.toContain(`/organization/fremd-${tag}`);
  });
});
