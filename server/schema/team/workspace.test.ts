// @module-tag postgres
// The workspace frame through the API: a recruiter switches among their own organizations only; an
// admin-like user acts for any organization as support (docs/product.md §6), every action marked in its change log.
import { firstError, gql } from '../../graphql/testing';
import { describe, expect, it } from 'vitest';
import { organizationMembers } from '../../db/schema';
import { as, useResolverFixtures, useTestSmtp } from '../resolver-testing';

const state = useResolverFixtures();
useTestSmtp();

const CONTEXT = '{ workspaceContext { activeOrganization { id name } viaSupport organizations { id } } }';
const SET_ACTIVE = `mutation($o: ID) { setActiveOrganization(organizationId: $o) {
  activeOrganization { id } viaSupport organizations { id } } }`;
const CHANGES = `query($o: ID, $l: Int, $off: Int) { organizationChanges(organizationId: $o, limit: $l, offset: $off) {
  organization { id } hasMore entries { actor viaSupport action detail { key value } } } }`;
const INVITE = 'mutation($e: String!) { inviteTeamMember(email: $e) { id } }';
const SUPPORT = 'query($q: String!) { supportOrganizations(query: $q) { id name } }';

describe('the active organization and support (docs/product.md §3, §6)', () => {
  it('lets a recruiter of two organizations switch between them, but not to a stranger', async () => {
    const { fx, db } = state;
    const own = fx.ownOrganization[fx.recruiter.id];
    const second = fx.ownOrganization[fx.site_admin.id];
    await db.insert(organizationMembers).values({ organizationId: second, userId: fx.recruiter.id });
    const recruiter = await as(fx.recruiter);
    const before = (await gql(CONTEXT, {}, recruiter)).json.data!.workspaceContext as {
      organizations: Array<{ id: string }>;
    };
    expect(before.organizations.map((o) => o.id).sort()).toEqual([own, second].sort());
    const switched = await gql(SET_ACTIVE, { o: second }, recruiter);
    expect(switched.json.data!.setActiveOrganization).toMatchObject({
      activeOrganization: { id: second },
      viaSupport: false,
    });
    // Operations without an organization act for the active one.
    const team = await gql('{ organizationTeam { organization { id } canManage } }', {}, recruiter);
    expect(team.json.data!.organizationTeam).toEqual({ organization: { id: second }, canManage: false });
    expect(firstError(await gql(SET_ACTIVE, { o: fx.strangerOrganization }, recruiter))?.code).toBe('FORBIDDEN');
    expect(firstError(await gql(SET_ACTIVE, { o: fx.foreignOrganization }, recruiter))?.code).toBe('NOT_FOUND');
    expect(firstError(await gql(SET_ACTIVE, { o: own }, await as(fx.applicant)))?.code).toBe('FORBIDDEN');
    await gql(SET_ACTIVE, { o: own }, recruiter);
    // A recruiter's switch is no support: nothing is logged.
    const log = await gql(CHANGES, { o: second }, recruiter);
    expect(log.json.data!.organizationChanges).toMatchObject({ entries: [] });
  });

  it('lets an admin-like user act for a foreign organization, marks every action, and end it', async () => {
    const { fx } = state;
    const target = fx.strangerOrganization;
    const editor = await as(fx.job_editor);
    const found = await gql(SUPPORT, { q: 'stranger' }, editor);
    expect(found.json.data!.supportOrganizations).toEqual([{ id: target, name: expect.stringContaining('stranger') }]);
    expect(firstError(await gql(SUPPORT, { q: 'stranger' }, await as(fx.recruiter)))?.code).toBe('FORBIDDEN');
    expect(firstError(await gql(SUPPORT, { q: 's' }, editor))?.message).toContain('mindestens zwei Zeichen');

    const started = await gql(SET_ACTIVE, { o: target }, editor);
    expect(started.json.data!.setActiveOrganization).toMatchObject({
      activeOrganization: { id: target },
      viaSupport: true,
    });
    expect((await gql(CONTEXT, {}, editor)).json.data!.workspaceContext).toMatchObject({
      activeOrganization: { id: target },
      viaSupport: true,
    });
    expect(firstError(await gql(INVITE, { e: `support-${state.tag}@example.test` }, editor))).toBeNull();
    const ended = await gql(SET_ACTIVE, { o: null }, editor);
    expect(ended.json.data!.setActiveOrganization).toMatchObject({ viaSupport: false });

    // The organization's people see who did what, support marked, newest first.
    const log = await gql(CHANGES, { o: target }, await as(fx.stranger));
    const label = expect.stringContaining(fx.job_editor.email);
    expect(log.json.data!.organizationChanges).toEqual({
      organization: { id: target },
      hasMore: false,
      entries: [
        { actor: label, viaSupport: true, action: 'support.ended', detail: [] },
        {
          actor: label,
          viaSupport: true,
          action: 'team.invited',
          detail: [{ key: 'email', value: `support-${state.tag}@example.test` }],
        },
        { actor: label, viaSupport: true, action: 'support.started', detail: [] },
      ],
    });
    const page = await gql(CHANGES, { o: target, l: 2, off: 1 }, await as(fx.stranger));
    expect(page.json.data!.organizationChanges).toMatchObject({
      hasMore: false,
      entries: [{ action: 'team.invited' }, {}],
    });
    const first = await gql(CHANGES, { o: target, l: 1 }, await as(fx.stranger));
    expect(first.json.data!.organizationChanges).toMatchObject({ hasMore: true });
    // Another organization's log is not the recruiter's to read.
    expect(firstError(await gql(CHANGES, { o: target }, await as(fx.recruiter)))?.code).toBe('FORBIDDEN');
  });
});
