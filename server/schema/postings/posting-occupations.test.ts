// A job the wizard writes carries its KldB occupations at once, and again after every change of its title
// (docs/architecture.md, "Occupation vocabulary (KldB 2010)").
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema';
import { organizationWithCredits, save, usePostingFixtures } from './posting-testing';

const state = usePostingFixtures();

const codesOf = async (id: string) =>
  (await state.db.select({ codes: jobs.occupationCodes }).from(jobs).where(eq(jobs.id, id)))[0].codes;

describe('occupations of a posting', () => {
  it('are stored with the draft and follow a new title', async () => {
    const org = await organizationWithCredits(state, state.fx.recruiter, 1);
    const { data } = await save(org.options, { organizationId: org.id, title: 'Buchhalterin (m/w/d)' });
    const id = data.posting!.id;
    expect(await codesOf(id)).toEqual(['72213']);
    await save(org.options, { organizationId: org.id, title: 'Lagerarbeiter (m/w/d) im Wareneingang' }, id);
    expect(await codesOf(id)).toEqual(['51311']);
  });
});
