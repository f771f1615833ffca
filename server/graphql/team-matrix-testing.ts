/**
 * The team and workspace operations in the authorization matrix: their requests and targets.
 * Accepting an invitation really joins an organization, so each case's organization is made for it and
 * removed again afterwards (with the grant), leaving the callers' roles as the other cells expect them.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { organizationInvitations, organizationMembers, organizations, userRoles, users } from '../db/schema';
import { hashInvitationToken } from '../organizations/invitations';
import { REGION } from './environment-testing';
import type { Fixtures, FixtureUser } from './fixtures-testing';
import { jsonRequest, type RequestOptions } from './request-testing';
import type { Operation } from './authorization-matrix-operations';
import type { Target } from './authorization-matrix-types';

type Case = { operation: Operation; target: Target | null; subject: FixtureUser; options: RequestOptions };

const made: string[] = [];

async function freshOrganization(db: Db): Promise<string> {
  const tag = randomUUID().slice(0, 8);
  const [org] = await db
    .insert(organizations)
    .values({ regionId: REGION, slug: `einladung-${tag}`, name: `Einladung GmbH ${tag}` })
    .returning({ id: organizations.id });
  made.push(org.id);
  return org.id;
}

async function invitation(db: Db, organizationId: string, email: string): Promise<{ id: string; token: string }> {
  const token = randomBytes(32).toString('base64url');
  const [row] = await db
    .insert(organizationInvitations)
    .values({
      organizationId,
      email,
      tokenHash: hashInvitationToken(token),
      expiresAt: new Date(Date.now() + 86_400_000),
    })
    .returning({ id: organizationInvitations.id });
  return { id: row.id, token };
}

async function freshMember(db: Db, organizationId: string): Promise<string> {
  const [user] = await db
    .insert(users)
    .values({ email: `mitglied-${randomUUID().slice(0, 8)}@example.test`, regionId: REGION })
    .returning({ id: users.id });
  await db.insert(organizationMembers).values({ organizationId, userId: user.id });
  return user.id;
}

/** The request of a team operation for one matrix case, or null for another area's operation. */
export async function teamRequest(db: Db, fx: Fixtures, c: Case): Promise<Request | null> {
  const org = (target: Target | null) =>
    target === 'own' ? fx.ownOrganization[c.subject.id] : target === 'another' ? fx.strangerOrganization : randomUUID();
  const send = (query: string, variables: Record<string, unknown> = {}) => jsonRequest({ query, variables }, c.options);
  switch (c.operation) {
    case 'workspaceContext':
      return send('{ workspaceContext { activeOrganization { id } viaSupport organizations { id } } }');
    case 'organizationTeam':
      return send('query($o: ID) { organizationTeam(organizationId: $o) { canManage members { userId } } }', {
        o: org(c.target),
      });
    case 'organizationChanges':
      return send('query($o: ID) { organizationChanges(organizationId: $o) { hasMore entries { action } } }', {
        o: org(c.target),
      });
    case 'teamInvitation':
      return send('query($t: String!) { teamInvitation(token: $t) { state } }', { t: 'a'.repeat(43) });
    case 'supportOrganizations':
      return send('query($q: String!) { supportOrganizations(query: $q) { id } }', { q: 'GmbH' });
    case 'inviteTeamMember':
      return send('mutation($o: ID, $e: String!) { inviteTeamMember(organizationId: $o, email: $e) { id } }', {
        o: org(c.target),
        e: `eingeladen-${randomUUID().slice(0, 8)}@example.test`,
      });
    case 'removeTeamMember': {
      const o = org(c.target);
      const u = c.target === 'nonexistent' ? randomUUID() : await freshMember(db, o);
      return send('mutation($o: ID, $u: ID!) { removeTeamMember(organizationId: $o, userId: $u) }', { o, u });
    }
    case 'revokeTeamInvitation': {
      const id =
        c.target === 'nonexistent'
          ? randomUUID()
          : (await invitation(db, org(c.target), `widerruf-${randomUUID().slice(0, 8)}@example.test`)).id;
      return send('mutation($id: ID!) { revokeTeamInvitation(id: $id) }', { id });
    }
    case 'acceptTeamInvitation': {
      // own: an invitation to the caller's address; another: to someone else's; nonexistent: an unknown token.
      const email = c.target === 'own' ? c.subject.email : fx.stranger.email;
      const token =
        c.target === 'nonexistent'
          ? randomBytes(32).toString('base64url')
          : (await invitation(db, await freshOrganization(db), email)).token;
      return send('mutation($t: String!) { acceptTeamInvitation(token: $t) { id } }', { t: token });
    }
    case 'setActiveOrganization':
      return send('mutation($o: ID) { setActiveOrganization(organizationId: $o) { viaSupport } }', {
        o: org(c.target),
      });
    default:
      return null;
  }
}

/** Takes back what a case changed: joined organizations (and their grants), and the active organization. */
export async function afterTeamCase(db: Db, subject: FixtureUser): Promise<void> {
  if (made.length) {
    const ids = made.splice(0);
    await db.delete(userRoles).where(inArray(userRoles.targetId, ids));
    await db.delete(organizations).where(inArray(organizations.id, ids));
  }
  await db.update(users).set({ activeOrganizationId: null }).where(eq(users.id, subject.id));
}
