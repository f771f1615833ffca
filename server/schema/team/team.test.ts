// The team through the API: the owner invites by mail (real SMTP), the invited address joins by the link
// once, colleagues see the team read-only, strangers see nothing, the owner revokes and removes.
import { firstError, gql, OTHER_REGION, REGION } from '../../graphql/testing';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { organizationMembers, userRoles, users } from '../../db/schema';
import { getRegion } from '../../../regions/registry';
import { siteOrigin } from '../../../regions/site-origin';
import { parseMail } from '../../mail/testing';
import { loadSessionUser } from '../../auth/session-user';
import { acceptInvitation, previewInvitation } from '../../organizations/invitations';
import { as, useResolverFixtures, useTestSmtp } from '../resolver-testing';

const state = useResolverFixtures();
const smtp = useTestSmtp();

const TEAM = `query($o: ID) { organizationTeam(organizationId: $o) {
  organization { id name } canManage viaSupport members { userId email owner } invitations { id email invitedBy } } }`;
const INVITE =
  'mutation($o: ID, $e: String!) { inviteTeamMember(organizationId: $o, email: $e) { id email expiresAt } }';
const PREVIEW = 'query($t: String!) { teamInvitation(token: $t) { state organizationName email } }';
const ACCEPT = 'mutation($t: String!) { acceptTeamInvitation(token: $t) { id name } }';
const REVOKE = 'mutation($id: ID!) { revokeTeamInvitation(id: $id) }';
const REMOVE = 'mutation($o: ID, $u: ID!) { removeTeamMember(organizationId: $o, userId: $u) }';

/** A signed-up user with the address, as the sign-up creates them (a job seeker). */
async function userWith(email: string) {
  const [user] = await state.db
    .insert(users)
    .values({ email, name: 'Kim Kollegin', emailVerified: new Date(), approved: true, regionId: REGION })
    .returning({ id: users.id, email: users.email });
  await state.db.insert(userRoles).values({ userId: user.id, role: 'applicant', regionId: REGION });
  state.cleanups.push(() => state.db.delete(users).where(eq(users.id, user.id)));
  return user;
}

/** The token of the invitation link mailed to `email`. */
async function mailedToken(email: string) {
  const mail = parseMail((await smtp.server.waitForMail(email)).raw);
  const link = /https?:\/\/\S+\/user\/einladung\/([A-Za-z0-9_-]+)/.exec(mail.text);
  return { mail, link: link![0], token: link![1] };
}

describe('the team of an organization', () => {
  const invited = () => `kim-${state.tag}@example.test`;
  let token = '';
  let colleagueId = '';

  it('lets the owner invite a colleague by a German mail whose link names the site', async () => {
    const { fx } = state;
    const org = fx.ownOrganization[fx.recruiter.id];
    const result = await gql(INVITE, { o: org, e: ` ${invited().toUpperCase()} ` }, await as(fx.recruiter));
    expect(firstError(result)).toBeNull();
    const invitation = result.json.data!.inviteTeamMember as { email: string; expiresAt: string };
    expect(invitation.email).toBe(invited());
    const days = (Date.parse(invitation.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
    const { mail, link, token: mailed } = await mailedToken(invited());
    expect(mail.subject).toMatch(/^Einladung ins Team von recruiter GmbH .+ auf Jobs in Franken$/);
    expect(mail.text).toContain('7 Tage gültig');
    // docs/product.md §2: from the site's configured origin, never a request's Host header.
    expect(link.startsWith(`${siteOrigin(getRegion(REGION)!)}/user/einladung/`)).toBe(true);
    token = mailed;
    const team = await gql(TEAM, { o: org }, await as(fx.recruiter));
    expect(team.json.data!.organizationTeam).toMatchObject({
      canManage: true,
      viaSupport: false,
      members: [{ userId: fx.recruiter.id, owner: true }],
      invitations: [{ email: invited(), invitedBy: 'Test recruiter' }],
    });
  });

  it('joins the invited address once, as recruiter of the organization, which becomes the active one', async () => {
    const { fx, db } = state;
    const org = fx.ownOrganization[fx.recruiter.id];
    const preview = await gql(PREVIEW, { t: token });
    expect(preview.json.data!.teamInvitation).toMatchObject({ state: 'valid', email: invited() });
    // Another account cannot use it.
    expect(firstError(await gql(ACCEPT, { t: token }, await as(fx.applicant)))?.code).toBe('FORBIDDEN');
    expect(firstError(await gql(ACCEPT, { t: token }))?.code).toBe('UNAUTHENTICATED');
    const colleague = await userWith(invited());
    colleagueId = colleague.id;
    const accepted = await gql(ACCEPT, { t: token }, await as(colleague));
    expect(accepted.json.data!.acceptTeamInvitation).toMatchObject({ id: org });
    const grants = await db
      .select({ role: userRoles.role })
      .from(userRoles)
      .where(and(eq(userRoles.userId, colleague.id), eq(userRoles.targetId, org)));
    expect(grants).toEqual([{ role: 'recruiter' }]);
    const [row] = await db.select({ active: users.activeOrganizationId }).from(users).where(eq(users.id, colleague.id));
    expect(row.active).toBe(org);
    // Used once.
    expect(firstError(await gql(ACCEPT, { t: token }, await as(colleague)))?.code).toBe('NOT_FOUND');
    expect((await gql(PREVIEW, { t: token })).json.data!.teamInvitation).toEqual({
      state: 'used',
      organizationName: null,
      email: null,
    });
    expect((await gql(PREVIEW, { t: 'x'.repeat(43) })).json.data!.teamInvitation).toMatchObject({ state: 'unknown' });
  });

  it('shows colleagues the team read-only and strangers nothing', async () => {
    const { fx } = state;
    const org = fx.ownOrganization[fx.recruiter.id];
    const colleague = await as({ id: colleagueId });
    const team = await gql(TEAM, {}, colleague);
    expect(team.json.data!.organizationTeam).toMatchObject({
      organization: { id: org },
      canManage: false,
      invitations: [],
    });
    expect((team.json.data!.organizationTeam as { members: unknown[] }).members).toHaveLength(2);
    expect(firstError(await gql(INVITE, { e: `x-${state.tag}@example.test` }, colleague))?.code).toBe('FORBIDDEN');
    expect(firstError(await gql(REMOVE, { u: fx.recruiter.id }, colleague))?.code).toBe('FORBIDDEN');
    expect(firstError(await gql(TEAM, { o: org }, await as(fx.stranger)))?.code).toBe('FORBIDDEN');
    expect(firstError(await gql(TEAM, { o: org }, await as(fx.applicant)))?.code).toBe('FORBIDDEN');
    expect(firstError(await gql(TEAM, { o: fx.foreignOrganization }, await as(fx.recruiter)))?.code).toBe('NOT_FOUND');
  });

  it('lets the owner revoke an invitation and remove a colleague, never themself', async () => {
    const { fx, db } = state;
    const org = fx.ownOrganization[fx.recruiter.id];
    const owner = await as(fx.recruiter);
    const email = `revoke-${state.tag}@example.test`;
    const invitation = (await gql(INVITE, { o: org, e: email }, owner)).json.data!.inviteTeamMember as { id: string };
    const { token: revokedToken } = await mailedToken(email);
    expect(firstError(await gql(REVOKE, { id: invitation.id }, await as(fx.stranger)))?.code).toBe('FORBIDDEN');
    expect((await gql(REVOKE, { id: invitation.id }, owner)).json.data!.revokeTeamInvitation).toBe(true);
    expect((await gql(PREVIEW, { t: revokedToken })).json.data!.teamInvitation).toMatchObject({ state: 'revoked' });
    expect(firstError(await gql(REVOKE, { id: invitation.id }, owner))?.code).toBe('NOT_FOUND');
    expect(firstError(await gql(INVITE, { o: org, e: invited() }, owner))).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: 'Diese Person gehört schon zum Team.',
    });

    expect(firstError(await gql(REMOVE, { o: org, u: fx.recruiter.id }, owner))?.code).toBe('BAD_USER_INPUT');
    expect((await gql(REMOVE, { o: org, u: colleagueId }, owner)).json.data!.removeTeamMember).toBe(true);
    const memberships = await db
      .select()
      .from(organizationMembers)
      .where(and(eq(organizationMembers.userId, colleagueId), eq(organizationMembers.organizationId, org)));
    expect(memberships).toEqual([]);
    expect(firstError(await gql(TEAM, { o: org }, await as({ id: colleagueId })))?.code).toBe('FORBIDDEN');
    expect(firstError(await gql(REMOVE, { o: org, u: colleagueId }, owner))?.code).toBe('NOT_FOUND');
  });

  it('lets a link expire after 7 days', async () => {
    const { fx, db } = state;
    const email = `spaet-${state.tag}@example.test`;
    await gql(INVITE, { e: email }, await as(fx.recruiter));
    const { token: late } = await mailedToken(email);
    const inEightDays = new Date(Date.now() + 8 * 86_400_000);
    expect(await previewInvitation(db, REGION, late, inEightDays)).toEqual({
      state: 'expired',
      organizationName: null,
      email: null,
    });
    const user = await userWith(email);
    await expect(
      acceptInvitation(db, {
        regionId: REGION,
        token: late,
        user: (await loadSessionUser(db, user.id, REGION))!,
        now: inEightDays,
      }),
    ).rejects.toThrow('abgelaufen');
    // On another site the link names nothing.
    expect((await previewInvitation(db, OTHER_REGION, late)).state).toBe('unknown');
  });

  it('refuses bad addresses in German and limits invitations per organization', async () => {
    const { fx } = state;
    const org = fx.ownOrganization[fx.administrator.id];
    const admin = await as(fx.administrator);
    expect(firstError(await gql(INVITE, { o: org, e: 'keine-adresse' }, admin))).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'Ungültige Eingabe bei „email“: Das ist keine gültige E-Mail-Adresse.',
    });
    const codes: Array<string | undefined> = [];
    for (let i = 0; i < 21; i++)
      codes.push(firstError(await gql(INVITE, { o: org, e: `viele-${i}-${state.tag}@example.test` }, admin))?.code);
    expect(codes.slice(0, 20).every((code) => code === undefined)).toBe(true);
    expect(codes[20]).toBe('RATE_LIMITED');
  });
});
