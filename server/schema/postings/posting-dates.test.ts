// Impossible dates through the API (server/forms/calendar-date.ts): refused next to their field or as a German
// 400, never stored, so a job in review can always be approved.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema';
import { gql, REGION } from '../../graphql/testing';
import { as } from '../resolver-testing';
import { completeInput, organizationWithCredits, review, save, submit, usePostingFixtures } from './posting-testing';

const state = usePostingFixtures();
const DATE = 'Bitte geben Sie ein gültiges Datum an.';

describe('dates of a posting', () => {
  it.each([
    ['an impossible start', { start: '2026-13-45' }, 'availabilityPeriod.start'],
    ['an end in year 0', { end: '0000-01-01' }, 'availabilityPeriod.end'],
  ])('names %s next to the field and stores nothing of it', async (_name, period, field) => {
    const org = await organizationWithCredits(state, state.fx.recruiter, 1);
    const { data } = await save(org.options, { organizationId: org.id, title: 'Koch', availabilityPeriod: period });
    expect(data.errors).toEqual([{ field, message: DATE }]);
    const [row] = await state.db
      .select({ period: jobs.availabilityPeriod })
      .from(jobs)
      .where(eq(jobs.id, data.posting!.id));
    expect(row.period).toBeNull();
  });

  it.each(['+275760-09-13T00:00:00Z', '0000-01-01T08:00:00Z', '2026-02-30T08:00:00Z'])(
    'answers a publication time of %s with a German 400',
    async (publishAt) => {
      const org = await organizationWithCredits(state, state.fx.recruiter, 1);
      const { result } = await save(org.options, { organizationId: org.id, title: 'Koch', publishAt });
      expect(result.status).toBe(400);
      expect(result.json.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
      expect(result.json.errors?.[0].message).toContain('Bitte ein gültiges Datum mit Uhrzeit angeben');
    },
  );

  it('never leaves a job stuck in review: the approval of a job sent with a year-0 end puts it live', async () => {
    const org = await organizationWithCredits(state, state.fx.recruiter, 1);
    const input = completeInput(`Zeitreise ${state.tag}`, {
      organizationId: org.id,
      availabilityPeriod: { end: '0000-01-01' },
    });
    const { data } = await save(org.options, input);
    expect(data.errors.map((e) => e.field)).toEqual(['availabilityPeriod.end']);
    expect((await submit(org.options, data.posting!.id)).outcome).toBe('needs_review');
    const approved = await review(await as(state.fx.job_editor), 'approve', data.posting!.id);
    expect(approved.result.json.errors).toBeUndefined();
    expect(approved.posting?.state).toBe('published');
  });

  it('refuses a statistics day that is not in the calendar', async () => {
    const org = await organizationWithCredits(state, state.fx.recruiter, 0);
    const [job] = await state.db
      .insert(jobs)
      .values({ regionId: REGION, organizationId: org.id, title: 'Stelle', state: 'draft' })
      .returning({ id: jobs.id });
    const statistics =
      'query($id: ID!, $from: String) { jobStatistics(jobId: $id, from: $from, to: "2026-03-05") { from } }';
    const refused = await gql(statistics, { id: job.id, from: '2026-02-30' }, await as(state.fx.recruiter));
    expect(refused.json.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const taken = await gql(statistics, { id: job.id, from: '2026-02-28' }, await as(state.fx.recruiter));
    expect(taken.json.data?.jobStatistics).toEqual({ from: '2026-02-28' });
  });
});
