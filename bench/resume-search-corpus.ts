/**
 * The resume search benchmark's resumes: N visible, complete resumes on one site, derived from the demo's
 * twelve job seekers (server/seed/resume-demo-seekers.ts) so the words, the radius and the facets have the
 * selectivity of a real site, not of twelve copies: each copy gets another town, experience, age and a few
 * more skills and languages. The rows are the demo seed's own (`resumeValues`), so the bench reads what the
 * app stores. Bench accounts use the reserved domain below, so a run can remove them (and their resumes)
 * from a database it shares with other data.
 */
import { like } from 'drizzle-orm';
import type { Db } from '../server/db/client';
import { resumes, users } from '../server/db/schema';
import { type DemoRegion, resumeValues } from '../server/seed/resume-demo';
import { DEMO_SEEKERS, type DemoSeeker } from '../server/seed/resume-demo-seekers';

export const BENCH_EMAIL_DOMAIN = 'resume-bench.invalid';

/**
 * Towns beyond the site's quick picks (30–60 km from Rosenheim): people from around a site want work there
 * too, and without them a 30 km radius would keep every resume and measure nothing.
 */
const FARTHER_TOWNS = [
  { label: 'München', lat: 48.1372, lng: 11.5756 },
  { label: 'Traunstein', lat: 47.8686, lng: 12.6433 },
  { label: 'Altötting', lat: 48.2264, lng: 12.6772 },
];

/** Soft skills and the driving licence: chosen by many, so the skill facet has a long, uneven tail. */
const COMMON_SKILLS = [5008, 5009, 5010, 5011, 5012, 5005, 5001];
const ENGLISH = 6002;
const BATCH = 250;

/** Copy `i` of a demo seeker: the same job, another town, more or fewer years, other extras. */
function variant(seeker: DemoSeeker, i: number, towns: number): DemoSeeker {
  const round = Math.floor(i / DEMO_SEEKERS.length);
  const extra = COMMON_SKILLS[(i + round) % COMMON_SKILLS.length];
  return {
    ...seeker,
    // Stepping by a number prime to the town count spreads every profile over every town.
    place: (seeker.place + round * 3) % towns,
    // A student stays without experience; the others from about a year to two decades.
    years: seeker.work.length ? Math.max(1, seeker.years + (round % 7) - 3) : 0,
    skills: [...new Set([...seeker.skills, extra])],
    languages: round % 3 === 0 ? [...new Set([...seeker.languages, ENGLISH])] : seeker.languages,
    // Newest first is the order without words: ages up to a year make the page depend on the data.
    updatedDaysAgo: (seeker.updatedDaysAgo + round * 7) % 365,
  };
}

/** Removes the bench accounts a run (or an aborted earlier one) left behind; their resumes go with them. */
export async function deleteBenchResumes(db: Db): Promise<void> {
  await db.delete(users).where(like(users.email, `%@${BENCH_EMAIL_DOMAIN}`));
}

/** Inserts `count` bench accounts with one visible, complete resume each on `region`, in batches. */
export async function insertBenchResumes(db: Db, region: DemoRegion, count: number, at: Date): Promise<void> {
  const site: DemoRegion = {
    id: region.id,
    GEO_INFO: { fixtures: [...region.GEO_INFO.fixtures, ...FARTHER_TOWNS] },
  };
  const towns = site.GEO_INFO.fixtures.length;
  for (let start = 0; start < count; start += BATCH) {
    const indexes = Array.from({ length: Math.min(BATCH, count - start) }, (_, k) => start + k);
    const accounts = await db
      .insert(users)
      .values(indexes.map((i) => ({ email: `resume-${i}@${BENCH_EMAIL_DOMAIN}`, name: `Bench ${i}` })))
      .returning({ id: users.id });
    await db.insert(resumes).values(
      indexes.map((i, k) => {
        const row = resumeValues(variant(DEMO_SEEKERS[i % DEMO_SEEKERS.length], i, towns), site, accounts[k].id, at);
        // A few hundred metres apart within a town, so distances differ as real addresses do.
        const jitter = ((i % 11) - 5) * 0.002;
        return { ...row, lat: row.lat + jitter, lon: row.lon - jitter };
      }),
    );
  }
}
