// Posting actions appear in the organization's change log: who created, submitted and archived which job,
// an admin-like outsider marked as support; a repeated submit adds nothing.
import { gql } from '../../graphql/testing';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { listOrganizationChanges } from '../../organizations/change-log';
import { as } from '../resolver-testing';
import { completeInput, organizationWithCredits, review, save, submit, usePostingFixtures } from './posting-testing';

const state = usePostingFixtures();

describe('the change log of posting jobs', () => {
  it('names who created, submitted and archived a job', async () => {
    const { fx } = state;
    const org = await organizationWithCredits(state, fx.recruiter, 1);
    const title = `Bäcker ${state.tag}`;
    const saved = await save(org.options, { ...completeInput(title), organizationId: org.id });
    const id = saved.data.posting!.id;
    expect((await submit(org.options, id)).outcome).toBe('needs_review');
    expect((await submit(org.options, id)).outcome).toBe('needs_review');
    await review(await as(fx.administrator), 'archive', id);

    const log = await listOrganizationChanges(state.db, org.id, { limit: 10 }, { personalData: true });
    expect(log.map((e) => [e.action, e.viaSupport, e.detail.title])).toEqual([
      ['job.archived', true, title],
      ['job.submitted', false, title],
      ['job.created', false, title],
    ]);
    expect(log[1].actorLabel).toContain(fx.recruiter.email);
    expect(log[0].actorLabel).toContain(fx.administrator.email);
  });

  it('records nothing for a submit without credit', async () => {
    const { fx } = state;
    const org = await organizationWithCredits(state, fx.recruiter, 0);
    const saved = await save(org.options, { ...completeInput(`Koch ${state.tag}`), organizationId: org.id });
    expect((await submit(org.options, saved.data.posting!.id)).outcome).toBe('no_credit');
    const actions = (await listOrganizationChanges(state.db, org.id, { limit: 10 }, { personalData: true })).map(
      (e) => e.action,
    );
    expect(actions).toEqual(['job.created']);
  });
});

describe('support posting for an organization', () => {
  it('lets an administrator acting for it start a posting, logged as support', async () => {
    const { fx } = state;
    const org = await organizationWithCredits(state, fx.recruiter, 1);
    const admin = await as(fx.administrator);
    const context = 'query { jobPostingContext { organizations { id } } }';
    const ownOnly = { organizations: [{ id: fx.ownOrganization[fx.administrator.id] }] };
    expect((await gql(context, {}, admin)).json.data?.jobPostingContext).toEqual(ownOnly);
    await state.db.update(users).set({ activeOrganizationId: org.id }).where(eq(users.id, fx.administrator.id));
    try {
      expect((await gql(context, {}, admin)).json.data?.jobPostingContext).toEqual({
        organizations: [{ id: org.id }, ...ownOnly.organizations],
      });
      const saved = await save(admin, { title: `Fahrer ${state.tag}` });
      expect(saved.data.errors).toEqual([]);
      const [entry] = await listOrganizationChanges(state.db, org.id, { limit: 1 }, { personalData: true });
      expect(entry).toMatchObject({ action: 'job.created', viaSupport: true });
    } finally {
      await state.db.update(users).set({ activeOrganizationId: null }).where(eq(users.id, fx.administrator.id));
    }
  });
});

describe('the wizard’s organizations', () => {
  it('come with the active one first, so a recruiter of several posts for the one they work for now', async () => {
    const { fx } = state;
    const other = await organizationWithCredits(state, fx.recruiter, 0);
    const own = fx.ownOrganization[fx.recruiter.id];
    const [before] = await state.db
      .select({ active: users.activeOrganizationId })
      .from(users)
      .where(eq(users.id, fx.recruiter.id));
    const listed = async () =>
      (
        (await gql('query { jobPostingContext { organizations { id } } }', {}, other.options)).json.data
          ?.jobPostingContext as { organizations: Array<{ id: string }> }
      ).organizations.map((o) => o.id);
    try {
      for (const active of [own, other.id]) {
        await state.db.update(users).set({ activeOrganizationId: active }).where(eq(users.id, fx.recruiter.id));
        expect((await listed())[0]).toBe(active);
      }
    } finally {
      await state.db.update(users).set({ activeOrganizationId: before.active }).where(eq(users.id, fx.recruiter.id));
    }
  });
});
