/**
 * The searchJobs tests' jobs and terms on top of the shared fixtures, and searching them. Every job carries a
 * random word so that queries see only this file's jobs on a shared server.
 */
import { firstError, gql, OTHER_REGION, REGION, useGraphQLFixtures } from '../../graphql/testing';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { jobs, taxonomyTerms } from '../../db/schema';

export const tag = `zq${Math.random()
  .toString(36)
  .replace(/[^a-z]/g, '')
  .slice(0, 6)}`;
const DAY = 86_400_000;
const now = Date.now();
export const base = 910_000_000 + Math.floor(Math.random() * 1_000_000) * 10;
export const VOLLZEIT = base + 1;
export const TEILZEIT = base + 2;
export const PFLEGE = base + 3;

// Rosenheim and Wasserburg am Inn are 26 km apart; Traunstein is 45 km from Rosenheim.
export const ROSENHEIM = { lat: 47.8571, lon: 12.1181 };
export const WASSERBURG = { lat: 48.0603, lon: 12.2331 };
const TRAUNSTEIN = { lat: 47.8686, lon: 12.6433 };

export const SEARCH = `query($payload: JobSearchPayload!) { searchJobs(payload: $payload) { total jobs { id title distanceKm }
  facets { field values { value label count pathAlias } } } }`;

export type Result = {
  total: number;
  jobs: Array<{ id: string; title: string; distanceKm: number | null }>;
  facets: Array<{
    field: string;
    values: Array<{ value: string; label: string; count: number; pathAlias: string | null }>;
  }>;
};
export async function search(payload: Record<string, unknown>, region = REGION): Promise<Result> {
  const result = await gql(
    SEARCH,
    {
      payload: {
        ...payload,
        fulltext: { keys: `${tag} ${(payload.fulltext as { keys?: string } | undefined)?.keys ?? ''}` },
      },
    },
    { region },
  );
  expect(firstError(result)).toBeNull();
  return result.json.data!.searchJobs as Result;
}
export const titles = (r: Result) => r.jobs.map((j) => j.title.replace(` ${tag}`, '')).sort();
export const cond = (name: string, value: string, operator = '=') => ({ name, operator, value });
export const and = (...groups: Array<Array<ReturnType<typeof cond>>>) => ({
  condition_group: { conjunction: 'AND', groups: groups.map((conditions) => ({ conjunction: 'OR', conditions })) },
});

/**
 * The test file's database with the shared fixtures, the search's terms and jobs (ids by name, and all of them
 * joined in ids.all); all removed after the file. The fields are set in beforeAll.
 */
export function useSearchJobsFixture() {
  const state = Object.assign(useGraphQLFixtures(), { ids: {} as Record<string, string> });
  beforeAll(async () => {
    const { db, fx, ids } = state;
    await db.insert(taxonomyTerms).values([
      {
        vocabulary: 'employment_type',
        tid: VOLLZEIT,
        label: `Vollzeit ${tag}`,
        pathAliases: { de: `vollzeit-${tag}` },
      },
      {
        vocabulary: 'employment_type',
        tid: TEILZEIT,
        label: `Teilzeit ${tag}`,
        pathAliases: { de: `teilzeit-${tag}` },
      },
      { vocabulary: 'occupational_field', tid: PFLEGE, label: `Pflege ${tag}`, pathAliases: { de: `pflege-${tag}` } },
    ]);
    const org = fx.ownOrganization[fx.recruiter.id];
    const open = {
      regionId: REGION,
      organizationId: org,
      state: 'published' as const,
      publishedAt: new Date(now - 10 * DAY),
      expiresAt: new Date(now + 30 * DAY),
    };
    const rows = await db
      .insert(jobs)
      .values([
        {
          ...open,
          title: `Pflegefachkraft (m/w/d) ${tag}`,
          employmentTypes: [VOLLZEIT],
          occupationalFields: [PFLEGE],
          locationLabel: 'Rosenheim',
          ...ROSENHEIM,
          yearsOfExperience: 2,
          publishedAt: new Date(now - 3 * DAY),
        },
        {
          ...open,
          title: `Altenpflegerin ${tag}`,
          employmentTypes: [TEILZEIT],
          occupationalFields: [PFLEGE],
          locationLabel: 'Wasserburg am Inn',
          ...WASSERBURG,
          publishedAt: new Date(now - 1 * DAY),
        },
        {
          ...open,
          title: `Gabelstaplerfahrer ${tag}`,
          employmentTypes: [VOLLZEIT, TEILZEIT],
          locationLabel: 'Traunstein',
          ...TRAUNSTEIN,
          description: '<p>Lager und Pflege der Fahrzeuge</p>',
        },
        {
          ...open,
          title: `Softwareentwickler ${tag}`,
          employmentTypes: [VOLLZEIT],
          locationLabel: 'Rosenheim',
          ...ROSENHEIM,
          featured: true,
          address: { countryCode: 'DE', administrativeArea: 'Bayern', locality: 'Rosenheim', zip: '83022' },
        },
        {
          ...open,
          title: `Pflegehelfer abgelaufen ${tag}`,
          expiresAt: new Date(now - DAY),
          occupationalFields: [PFLEGE],
        },
        {
          ...open,
          title: `Pflegehelfer geplant ${tag}`,
          state: 'scheduled' as const,
          publishedAt: new Date(now + DAY),
          occupationalFields: [PFLEGE],
        },
        {
          ...open,
          title: `Pflegehelfer in Prüfung ${tag}`,
          state: 'needs_review' as const,
          occupationalFields: [PFLEGE],
        },
        {
          ...open,
          regionId: OTHER_REGION,
          organizationId: fx.foreignOrganization,
          title: `Pflegefachkraft Rosenheim-Seite ${tag}`,
          occupationalFields: [PFLEGE],
        },
      ])
      .returning({ id: jobs.id });
    [ids.pflegefachkraft, ids.altenpflegerin, ids.stapler, ids.entwickler] = rows.map((r) => r.id);
    ids.all = rows.map((r) => r.id).join(',');
  });
  // Registered after the fixtures, so it runs before they go (vitest runs afterAll hooks last first).
  afterAll(async () => {
    await state.db.delete(jobs).where(inArray(jobs.id, state.ids.all.split(',')));
    await state.db.delete(taxonomyTerms).where(inArray(taxonomyTerms.tid, [VOLLZEIT, TEILZEIT, PFLEGE]));
  });
  return state;
}
