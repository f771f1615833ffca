// A save on Rems-Murr (SALARY_FREE_INPUT off, docs/product.md §1.4): new amounts are refused next to the field and not
// stored, a band is, and a draft that holds amounts from before keeps them (docs/product-decisions.md "Salary free
// input and attachments switched off").
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema';
import { getStorage } from '../../storage/process-storage';
import { useResolverFixtures } from '../resolver-testing';
import { saveJobPosting } from '../../postings/save-posting';

const SITE = 'rems-murr';
const state = useResolverFixtures();

async function saveOn(regionId: string, input: Record<string, unknown>, jobId: string | null = null) {
  const { fx, db } = state;
  return saveJobPosting(db, {
    regionId,
    author: { id: fx.recruiter.id, adminLike: false },
    jobId,
    organizationId: jobId ? null : fx.ownOrganization[fx.recruiter.id],
    input,
    storage: getStorage(),
    checkLink: async (url) => ({ ok: true, finalUrl: url }),
  });
}

const salaryOf = async (id: string) => {
  const [job] = await state.db
    .select({ range: jobs.salaryRange, min: jobs.salaryMin, max: jobs.salaryMax, unit: jobs.salaryUnit })
    .from(jobs)
    .where(eq(jobs.id, id));
  return job;
};

describe('saving a posting where salary free input is off', () => {
  it('refuses amounts of the employer’s own with a German message and saves the rest', async () => {
    const saved = await saveOn(SITE, { title: 'Lagerist (m/w/d)', salary: { min: 2800, max: 3200 } });
    expect(saved.errors).toEqual([
      {
        field: 'salary',
        message:
          'Auf dieser Seite geben Sie das Gehalt als Spanne aus der Liste an. Bitte wählen Sie eine Gehaltsspanne.',
      },
    ]);
    expect(await salaryOf(saved.id!)).toEqual({ range: null, min: null, max: null, unit: null });
    const band = await saveOn(SITE, { salaryRange: '30000-40000', salary: null }, saved.id);
    expect(band.errors).toEqual([]);
    expect(await salaryOf(saved.id!)).toEqual({ range: '30000-40000', min: 30000, max: 40000, unit: 'year' });
  });

  it('keeps the amounts a posting holds from before the switch, and refuses changing them', async () => {
    const before = await saveOn('franken', { title: 'Koch (m/w/d)', salary: { min: 3000, max: 3400 } });
    expect(before.errors).toEqual([]);
    await state.db.update(jobs).set({ regionId: SITE }).where(eq(jobs.id, before.id!));
    const again = await saveOn(
      SITE,
      { title: 'Koch (m/w/d)', salary: { min: 3000, max: 3400, unit: 'month' } },
      before.id,
    );
    expect(again.errors).toEqual([]);
    const changed = await saveOn(SITE, { salary: { min: 3500, max: 3900 } }, before.id);
    expect(changed.errors.map((e) => e.field)).toEqual(['salary']);
    expect(await salaryOf(before.id!)).toEqual({ range: null, min: 3000, max: 3400, unit: 'month' });
  });
});
