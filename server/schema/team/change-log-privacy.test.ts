// The change log's personal data follows the team rule (docs/security.md "The change log"): a member who may
// not manage the team reads it without anybody's address; those who manage it see whom they invited.
import { firstError, gql } from '../../graphql/testing';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { organizationMembers } from '../../db/schema';
import { CHANGE_LOG_PERSONAL_DATA, type ChangeLogReader } from '../../graphql/authorization-matrix-change-log';
import { as, useResolverFixtures, useTestSmtp } from '../resolver-testing';

const state = useResolverFixtures();
useTestSmtp();

const CHANGES = `query($o: ID) { organizationChanges(organizationId: $o) {
  entries { actor viaSupport action detail { key value } } } }`;
const INVITE = 'mutation($o: ID, $e: String!) { inviteTeamMember(organizationId: $o, email: $e) { id } }';
const SET_ACTIVE = 'mutation($o: ID) { setActiveOrganization(organizationId: $o) { viaSupport } }';

type Entry = { actor: string; viaSupport: boolean; action: string; detail: Array<{ key: string; value: string }> };

describe('personal data in the change log', () => {
  it('shows addresses only to those who manage the team', async () => {
    const { fx, db } = state;
    const org = fx.ownOrganization[fx.recruiter.id];
    const invitee = `eingeladen-${state.tag}@example.test`;
    // The owner invites someone; support (a job editor) visits; the stranger is a plain member.
    expect(firstError(await gql(INVITE, { o: org, e: invitee }, await as(fx.recruiter)))).toBeNull();
    const editor = await as(fx.job_editor);
    await gql(SET_ACTIVE, { o: org }, editor);
    await gql(SET_ACTIVE, { o: null }, editor);
    await db.insert(organizationMembers).values({ organizationId: org, userId: fx.stranger.id });
    state.cleanups.push(() =>
      db
        .delete(organizationMembers)
        .where(and(eq(organizationMembers.organizationId, org), eq(organizationMembers.userId, fx.stranger.id))),
    );
    const readers: Record<ChangeLogReader, { id: string }> = {
      owner: fx.recruiter,
      member: fx.stranger,
      administrator: fx.administrator,
      site_admin: fx.site_admin,
      job_editor: fx.job_editor,
    };

    for (const [reader, expected] of Object.entries(CHANGE_LOG_PERSONAL_DATA) as Array<[ChangeLogReader, string]>) {
      const answer = await gql(CHANGES, { o: org }, await as(readers[reader as ChangeLogReader]));
      const entries = (answer.json.data!.organizationChanges as { entries: Entry[] }).entries;
      const invited = entries.find((e) => e.action === 'team.invited')!;
      const visit = entries.find((e) => e.action === 'support.started')!;
      if (expected === 'with addresses') {
        expect(invited.detail, reader).toEqual([{ key: 'email', value: invitee }]);
        expect(visit.actor, reader).toContain(fx.job_editor.email);
      } else {
        // Nothing in the whole answer looks like an address, whatever key a writer used.
        expect(JSON.stringify(entries), reader).not.toMatch(/@/);
        expect(invited.detail, reader).toEqual([]);
        expect(visit).toMatchObject({ viaSupport: true, actor: expect.not.stringContaining('<') });
        expect(invited.actor, reader).not.toBe('');
      }
    }
  });
});
