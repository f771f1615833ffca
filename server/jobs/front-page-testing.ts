/**
 * A small site for the front-page and town-page rules: employers and their jobs in a region of the test's
 * own, described as rows (employer, town, field, open or not, featured), so each test reads as a table.
 */
import { jobLocations, jobs, organizations } from '../db/schema';
import type { Db } from '../db/client';

const HOUR = 3_600_000;
export const PFLEGE = 1001;
export const HANDWERK = 1004;
export const IT = 1008;

export type JobSpec = {
  employer: string;
  town: string | null;
  fields?: number[];
  /** open (default), expired, draft (needs review) or future (not started). */
  status?: 'open' | 'expired' | 'draft' | 'future';
  featured?: boolean;
  /** Hours ago it was published (default: by position, the later rows newer). */
  ageHours?: number;
  /** Work places beyond the main town, as the wizard writes them (job_locations position > 0). */
  furtherTowns?: string[];
};

/** Inserts the employers (published unless listed in `unpublished`) and jobs; returns job ids by title. */
export async function seedSite(
  db: Db,
  regionId: string,
  specs: JobSpec[],
  options: { unpublished?: string[] } = {},
): Promise<{ jobIds: string[]; employerIds: Map<string, string> }> {
  const names = [...new Set(specs.map((s) => s.employer))];
  const orgRows = await db
    .insert(organizations)
    .values(
      names.map((name) => ({
        regionId,
        slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
        name,
        published: !options.unpublished?.includes(name),
      })),
    )
    .returning({ id: organizations.id, name: organizations.name });
  const employerIds = new Map(orgRows.map((o) => [o.name, o.id]));
  const now = Date.now();
  const rows = await db
    .insert(jobs)
    .values(
      specs.map((spec, i) => {
        const status = spec.status ?? 'open';
        const published = new Date(now - (spec.ageHours ?? specs.length - i) * HOUR);
        return {
          regionId,
          organizationId: employerIds.get(spec.employer)!,
          state: status === 'draft' ? ('needs_review' as const) : ('published' as const),
          title: `Stelle ${i}`,
          publishedAt: status === 'future' ? new Date(now + 24 * HOUR) : published,
          expiresAt: status === 'expired' ? new Date(now - HOUR) : new Date(now + 30 * 24 * HOUR),
          locationLabel: spec.town,
          occupationalFields: spec.fields ?? [],
          featured: spec.featured ?? false,
          furtherPlaces: (spec.furtherTowns ?? []).length > 0,
        };
      }),
    )
    .returning({ id: jobs.id });
  const places = specs.flatMap((spec, i) =>
    (spec.furtherTowns ?? []).map((label, n) => ({ jobId: rows[i].id, position: n + 1, label, lat: 49, lon: 11 })),
  );
  if (places.length) await db.insert(jobLocations).values(places);
  return { jobIds: rows.map((r) => r.id), employerIds };
}
