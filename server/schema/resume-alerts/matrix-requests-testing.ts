/**
 * The resume alert operations in the authorization matrix: their requests and targets. "own" is an
 * alert of the caller, "another" one of the stranger (a recruiter of another organization), "nonexistent" a
 * random id. After each case the fixture users' alerts go, so saving never meets the limit of 20.
 */
import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ALERT_INTERVALS, resumeAlerts } from '../../db/schema';
import type { Operation } from '../../graphql/authorization-matrix-operations';
import type { Target } from '../../graphql/authorization-matrix-types';
import { RESUME_ALERT_OPERATIONS } from '../../graphql/authorization-matrix-resume-alerts';
import { REGION } from '../../graphql/environment-testing';
import type { Fixtures, FixtureUser } from '../../graphql/fixtures-testing';
import { jsonRequest, type RequestOptions } from '../../graphql/request-testing';

type Case = { operation: Operation; target: Target | null; subject: FixtureUser; options: RequestOptions };
type ResumeAlertOperation = (typeof RESUME_ALERT_OPERATIONS)[number];

const QUERIES: Record<ResumeAlertOperation, string> = {
  myResumeAlerts: '{ myResumeAlerts { id label interval searchHref } }',
  saveResumeAlert: `mutation { saveResumeAlert(interval: WEEKLY, label: "Matrix", payload: {
    keys: "Pflege", place: { label: "Rosenheim", lat: 47.8561, lon: 12.1289, radiusKm: 30 },
    filters: [{ field: "language", values: ["6001"] }] }) { alert { id } errors { field message } } }`,
  updateResumeAlert: 'mutation($id: ID!) { updateResumeAlert(id: $id, interval: DAILY) { id interval } }',
  deleteResumeAlert: 'mutation($id: ID!) { deleteResumeAlert(id: $id) }',
};

async function alertOf(db: Db, user: FixtureUser): Promise<string> {
  const [row] = await db
    .insert(resumeAlerts)
    .values({
      regionId: REGION,
      userId: user.id,
      email: user.email,
      search: { keys: 'Matrix', place: null, filters: {} },
      intervalSeconds: ALERT_INTERVALS.weekly,
      confirmed: true,
      unsubscribeToken: randomUUID(),
    })
    .returning({ id: resumeAlerts.id });
  return row.id;
}

const isResumeAlertOperation = (operation: Operation): operation is ResumeAlertOperation =>
  (RESUME_ALERT_OPERATIONS as readonly string[]).includes(operation);

/** The request for a resume alert operation, or null for another area's operation. */
export async function resumeAlertRequest(db: Db, fx: Fixtures, c: Case): Promise<Request | null> {
  if (!isResumeAlertOperation(c.operation)) return null;
  if (!c.target) return jsonRequest({ query: QUERIES[c.operation] }, c.options);
  const id =
    c.target === 'nonexistent' ? randomUUID() : await alertOf(db, c.target === 'own' ? c.subject : fx.stranger);
  return jsonRequest({ query: QUERIES[c.operation], variables: { id } }, c.options);
}

/** After a resume alert case: the alerts of every fixture user gone. */
export async function afterResumeAlertCase(db: Db, fx: Fixtures, operation: Operation): Promise<void> {
  if (!isResumeAlertOperation(operation)) return;
  const ids = [fx.applicant, fx.recruiter, fx.administrator, fx.site_admin, fx.job_editor, fx.stranger].map(
    (u) => u.id,
  );
  await db.delete(resumeAlerts).where(inArray(resumeAlerts.userId, ids));
}
