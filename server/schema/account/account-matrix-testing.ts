/**
 * The account operations in the authorization matrix: their requests and targets. Link holders'
 * operations get a fresh link of a throwaway account (never a fixture user's: a reset would end their
 * sessions); a password change of a fixture user is undone after the case, so the callers' tokens stay valid.
 */
import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ALERT_INTERVALS, emailChangeRequests, jobAlerts, passwordResetTokens, users } from '../../db/schema';
import { hashLinkToken, newLinkToken } from '../../account/account-tokens';
import { REGION } from '../../graphql/environment-testing';
import type { Fixtures, FixtureUser } from '../../graphql/fixtures-testing';
import { jsonRequest, type RequestOptions } from '../../graphql/request-testing';
import type { Operation } from '../../graphql/authorization-matrix-operations';
import type { Target } from '../../graphql/authorization-matrix-types';
import { ACCOUNT_OPERATIONS, type AccountOperation } from '../../graphql/authorization-matrix-account';

type Case = { operation: Operation; target: Target | null; subject: FixtureUser; options: RequestOptions };

const throwaway: string[] = [];

async function throwawayUser(db: Db): Promise<{ id: string; email: string }> {
  const [user] = await db
    .insert(users)
    .values({ email: `konto-${randomUUID().slice(0, 8)}@example.test`, regionId: REGION })
    .returning({ id: users.id, email: users.email });
  throwaway.push(user.id);
  return user;
}

async function alertOf(db: Db, user: { id: string; email: string }): Promise<string> {
  const [alert] = await db
    .insert(jobAlerts)
    .values({
      regionId: REGION,
      email: user.email,
      userId: user.id,
      search: { filters: [] },
      intervalSeconds: ALERT_INTERVALS.weekly,
      confirmed: true,
      unsubscribeToken: newLinkToken(),
    })
    .returning({ id: jobAlerts.id });
  return alert.id;
}

const ALERT_MUTATIONS: Partial<Record<AccountOperation, string>> = {
  updateMyJobAlert: 'mutation($id: ID!) { updateMyJobAlert(id: $id, label: "Matrix", interval: DAILY) { id } }',
  setMyJobAlertPaused: 'mutation($id: ID!) { setMyJobAlertPaused(id: $id, paused: true) { id paused } }',
  deleteMyJobAlert: 'mutation($id: ID!) { deleteMyJobAlert(id: $id) }',
};

const isAccountOperation = (operation: Operation): operation is AccountOperation =>
  (ACCOUNT_OPERATIONS as readonly string[]).includes(operation);

/** The request of an account operation for one matrix case, or null for another area's operation. */
export async function accountRequest(db: Db, c: Case): Promise<Request | null> {
  if (!isAccountOperation(c.operation)) return null;
  const send = (query: string, variables: Record<string, unknown> = {}) => jsonRequest({ query, variables }, c.options);
  const alertMutation = ALERT_MUTATIONS[c.operation];
  if (alertMutation) {
    const owner = c.target === 'own' ? c.subject : await throwawayUser(db);
    const id = c.target === 'nonexistent' ? randomUUID() : await alertOf(db, owner);
    return send(alertMutation, { id });
  }
  switch (c.operation) {
    case 'myAccount':
      return send('{ myAccount { id email hasPassword } }');
    case 'myJobAlerts':
      return send('{ myJobAlerts { id } }');
    case 'myConsents':
      return send('{ myConsents { id } }');
    case 'mySeekerOverview':
      return send('{ mySeekerOverview { applications resume { complete } alerts { total } } }');
    case 'myEmployerMailSettings':
      return send('{ myEmployerMailSettings { applications teamJoined } }');
    case 'updateMyEmployerMailSettings':
      return send(
        'mutation { updateMyEmployerMailSettings(input: { applications: true, jobReview: true, jobExpiring: true, contactAnswers: true, teamJoined: true }) { applications } }',
      );
    case 'updateAccountName':
      return send('mutation { updateAccountName(input: { firstName: "", lastName: "", displayName: "" }) { id } }');
    case 'requestEmailChange':
      return send('mutation($e: String!) { requestEmailChange(email: $e) { newEmail } }', {
        e: `neu-${randomUUID().slice(0, 8)}@example.test`,
      });
    case 'changePassword':
      return send('mutation { changePassword(newPassword: "matrix-passwort-1") }');
    case 'requestPasswordReset':
      // A fresh address per case: the per-address limit (3 an hour) must not decide the cell.
      return send('mutation($e: String!) { requestPasswordReset(email: $e) }', {
        e: `vergessen-${randomUUID().slice(0, 8)}@example.test`,
      });
    case 'resetPassword': {
      const user = await throwawayUser(db);
      const token = newLinkToken();
      const expiresAt = new Date(Date.now() + 60_000);
      await db.insert(passwordResetTokens).values({ tokenHash: hashLinkToken(token), userId: user.id, expiresAt });
      return send('mutation($t: String!) { resetPassword(token: $t, password: "matrix-passwort-2") }', { t: token });
    }
    default: {
      const user = await throwawayUser(db);
      const token = newLinkToken();
      await db.insert(emailChangeRequests).values({
        userId: user.id,
        newEmail: `bestaetigt-${randomUUID().slice(0, 8)}@example.test`,
        tokenHash: hashLinkToken(token),
        regionId: REGION,
        expiresAt: new Date(Date.now() + 60_000),
      });
      return send('mutation($t: String!) { confirmEmailChange(token: $t) }', { t: token });
    }
  }
}

/**
 * After each case: the fixture users' passwords and session stamps as the fixtures made them (a password
 * change sets both), and the throwaway accounts gone (their alerts, links and requests cascade).
 */
export async function afterAccountCase(db: Db, fx: Fixtures, operation: Operation): Promise<void> {
  if (!isAccountOperation(operation)) return;
  const ids = [fx.applicant, fx.recruiter, fx.administrator, fx.site_admin, fx.job_editor].map((u) => u.id);
  await db.update(users).set({ passwordHash: null, sessionsValidAfter: null }).where(inArray(users.id, ids));
  await db.delete(jobAlerts).where(inArray(jobAlerts.userId, ids));
  if (throwaway.length) await db.delete(users).where(inArray(users.id, throwaway.splice(0)));
}
