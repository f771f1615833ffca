// One publication buys the site's runtime (franken: 30 days, "je 30 Tage online" on the price list): an end or a
// duration beyond it is refused next to its field, and extending adds that runtime, whatever the job once asked.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema';
import { gql, REGION } from '../../graphql/testing';
import { as } from '../resolver-testing';
import { completeInput, organizationWithCredits, save, submit, usePostingFixtures } from './posting-testing';

const state = usePostingFixtures();
const DAY = 86_400_000;
/** The calendar day n days from now, as the wizard sends dates. */
const day = (n: number) => new Date(Date.now() + n * DAY).toISOString().slice(0, 10);
const german = (iso: string) => iso.split('-').reverse().join('.');

const stored = async (id: string) =>
  (
    await state.db
      .select({ title: jobs.title, period: jobs.availabilityPeriod, durationDays: jobs.durationDays })
      .from(jobs)
      .where(eq(jobs.id, id))
  )[0];

describe('the runtime of a posting', () => {
  it("refuses the probe's end of 9999-12-31 and a year's duration, and keeps the rest of the draft", async () => {
    const org = await organizationWithCredits(state, state.fx.recruiter, 1, true);
    const title = `Ewig ${state.tag}`;
    const { data } = await save(org.options, {
      organizationId: org.id,
      title,
      availabilityPeriod: { end: '9999-12-31' },
      durationDays: 365,
    });
    expect(data.errors.map((e) => e.field).sort()).toEqual(['availabilityPeriod.end', 'durationDays']);
    expect(data.errors.find((e) => e.field === 'durationDays')?.message).toBe(
      'Eine Anzeige läuft auf dieser Seite höchstens 30 Tage. Bitte wählen Sie eine kürzere Laufzeit.',
    );
    expect(await stored(data.posting!.id)).toEqual({ title, period: null, durationDays: null });
  });

  it('names the latest end a real date may have', async () => {
    const org = await organizationWithCredits(state, state.fx.recruiter, 1, true);
    const { data } = await save(org.options, {
      organizationId: org.id,
      title: 'Lang',
      availabilityPeriod: { end: day(60) },
    });
    expect(data.errors).toEqual([
      {
        field: 'availabilityPeriod.end',
        message: `Eine Anzeige läuft auf dieser Seite höchstens 30 Tage ab der Veröffentlichung. Bitte wählen Sie als Ende spätestens den ${german(day(30))}.`,
      },
    ]);
  });

  it('runs a job to an end within the runtime, and refuses to submit one whose end moved too far from going live', async () => {
    const org = await organizationWithCredits(state, state.fx.recruiter, 2, true);
    const within = await save(
      org.options,
      completeInput(`Kurz ${state.tag}`, { organizationId: org.id, availabilityPeriod: { end: day(20) } }),
    );
    const published = await submit(org.options, within.data.posting!.id);
    expect(published.outcome).toBe('published');
    expect(published.posting.expiresAt).toBe(`${day(20)}T23:59:59.000Z`);

    // Saved with a publication time ahead the end fits; without it, the end lies 35 days after going live.
    const publishAt = new Date(Date.now() + 10 * DAY).toISOString();
    const later = await save(
      org.options,
      completeInput(`Später ${state.tag}`, { organizationId: org.id, publishAt, availabilityPeriod: { end: day(35) } }),
    );
    expect(later.data.errors).toEqual([]);
    await save(org.options, { publishAt: null }, later.data.posting!.id);
    const refused = await submit(org.options, later.data.posting!.id);
    expect(refused.outcome).toBe('invalid');
    expect(refused.errors.map((e) => e.field)).toEqual(['availabilityPeriod.end']);
    expect(refused.posting.organization.jobCredits).toBe(1);
  });

  it("extends by the site's runtime, not by a longer duration the job once had", async () => {
    const org = await organizationWithCredits(state, state.fx.recruiter, 1);
    const expiresAt = new Date(Date.now() + 3 * DAY);
    const [job] = await state.db
      .insert(jobs)
      .values({
        regionId: REGION,
        organizationId: org.id,
        title: `Jahresstelle ${state.tag}`,
        state: 'published',
        publishedAt: new Date(Date.now() - DAY),
        expiresAt,
        durationDays: 365,
      })
      .returning({ id: jobs.id });
    const result = await gql(
      'mutation($id: ID!) { extendJobPosting(id: $id) { outcome job { expiresAt } } }',
      { id: job.id },
      await as(state.fx.recruiter),
    );
    expect(result.json.data?.extendJobPosting).toEqual({
      outcome: 'extended',
      job: { expiresAt: new Date(expiresAt.getTime() + 30 * DAY).toISOString() },
    });
  });
});
