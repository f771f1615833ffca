import { and, count, desc, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import messages from '../../messages/de.json';
import { alertToken } from '../alerts/job-alerts';
import type { SessionUser } from '../auth/session-user';
import type { Db } from '../db/client';
import { ALERT_INTERVALS, resumeAlertDeliveries, resumeAlerts } from '../db/schema';
import { fill } from '../mail/template';
import { resumeSearchAccess } from '../search/resume-search-access';
import { admitResumeAlert } from './resume-alert-rate-limits';
import {
  type FieldProblem,
  fieldProblems,
  type ResumeAlertInterval,
  saveResumeAlertSchema,
} from './resume-alert-input';
import { savedResumeSearchLabel, savedResumeSearchPath } from './saved-resume-search';

const m = messages.resumeAlerts.errors;

/** Enough for any recruiter's searches on a site; bounds what one account makes the sender run. */
export const MAX_RESUME_ALERTS = 20;

export type ResumeAlert = {
  id: string;
  label: string;
  /** The criteria in words, also when the label is the recruiter's own. */
  criteria: string;
  interval: ResumeAlertInterval;
  /** The site path that runs the search on /bewerbersuche. */
  searchPath: string;
  /** When the last mail went out; null until one did (the sending clock is not this: it starts at saving). */
  lastSentAt: Date | null;
  createdAt: Date;
};

/** The domain's refusals: who may not, what does not exist. The GraphQL layer maps them to its codes. */
export class ResumeAlertError extends Error {
  constructor(
    readonly code: 'UNAUTHENTICATED' | 'FORBIDDEN' | 'NOT_FOUND',
    message: string,
  ) {
    super(message);
  }
}

const intervalName = (seconds: number): ResumeAlertInterval =>
  (Object.entries(ALERT_INTERVALS).find(([, s]) => s === seconds)?.[0] as ResumeAlertInterval | undefined) ?? 'none';

const shape = (row: typeof resumeAlerts.$inferSelect, lastMailedAt: Date | null): ResumeAlert => ({
  id: row.id,
  label: row.label?.trim() || savedResumeSearchLabel(row.search),
  criteria: savedResumeSearchLabel(row.search),
  interval: intervalName(row.intervalSeconds),
  searchPath: savedResumeSearchPath(row.search),
  lastSentAt: lastMailedAt,
  createdAt: row.createdAt,
});

/** The alerts `where` names, newest first, each with the moment of its last mail (its newest delivery). */
async function loadAlerts(db: Db, where: SQL | undefined): Promise<ResumeAlert[]> {
  const lastMailedAt = sql<string | null>`(select max(${resumeAlertDeliveries.sentAt}) from ${resumeAlertDeliveries}
    where ${resumeAlertDeliveries.alertId} = ${resumeAlerts.id})`;
  const rows = await db
    .select({ row: getTableColumns(resumeAlerts), lastMailedAt })
    .from(resumeAlerts)
    .where(where)
    .orderBy(desc(resumeAlerts.createdAt), desc(resumeAlerts.id));
  return rows.map((r) => shape(r.row, r.lastMailedAt === null ? null : new Date(r.lastMailedAt)));
}

/** Exactly who may search resumes may keep resume alerts (server/search/resume-search-access.ts). */
async function requireSearchAccess(db: Db, user: SessionUser | null, regionId: string, now: Date) {
  const access = await resumeSearchAccess(db, user, regionId, now);
  if (access === 'signIn') throw new ResumeAlertError('UNAUTHENTICATED', messages.graphql.errors.unauthenticated);
  if (access === 'subscribe') throw new ResumeAlertError('FORBIDDEN', messages.resumeSearch.errors.noSubscription);
  return user as SessionUser;
}

const mine = (userId: string, regionId: string) =>
  and(eq(resumeAlerts.userId, userId), eq(resumeAlerts.regionId, regionId));

export type SaveResumeAlertResult = { ok: true; alert: ResumeAlert } | { ok: false; errors: FieldProblem[] };

/**
 * Saves a resume search as an alert of the recruiter for their organization on this site. Saved
 * confirmed: the recruiter is signed in and the mails go to their own account's address, so a double opt-in
 * would ask them what they just did. New resumes count from now; at most MAX_RESUME_ALERTS per user and site,
 * and the saving itself is rate-limited.
 */
export async function saveResumeAlert(
  db: Db,
  input: {
    user: SessionUser | null;
    regionId: string;
    organizationId: string | null;
    /** { payload, label, interval } as the form or the API sent it (saveResumeAlertSchema). */
    fields: unknown;
    now?: Date;
  },
): Promise<SaveResumeAlertResult> {
  const now = input.now ?? new Date();
  // Who may not search learns nothing about the payload.
  const user = await requireSearchAccess(db, input.user, input.regionId, now);
  const parsed = saveResumeAlertSchema.safeParse(input.fields);
  if (!parsed.success) return { ok: false, errors: fieldProblems(parsed.error) };
  const { payload, label, interval } = parsed.data;
  const [{ n }] = await db.select({ n: count() }).from(resumeAlerts).where(mine(user.id, input.regionId));
  if (n >= MAX_RESUME_ALERTS)
    return { ok: false, errors: [{ field: 'payload', message: fill(m.limit, { max: MAX_RESUME_ALERTS }) }] };
  const admitted = await admitResumeAlert(db, user.id, now);
  if (!admitted.allowed) {
    const minutes = Math.ceil(admitted.retryAfterSeconds / 60);
    return { ok: false, errors: [{ field: 'payload', message: fill(m.rateLimited, { minutes }) }] };
  }
  const [row] = await db
    .insert(resumeAlerts)
    .values({
      regionId: input.regionId,
      userId: user.id,
      organizationId: input.organizationId,
      email: user.email,
      label: label || savedResumeSearchLabel(payload),
      search: payload,
      intervalSeconds: ALERT_INTERVALS[interval],
      confirmed: true,
      unsubscribeToken: alertToken(),
      lastSentAt: now,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return { ok: true, alert: shape(row, null) };
}

/** The caller's resume alerts on this site, newest first (at most MAX_RESUME_ALERTS exist). */
export async function listResumeAlerts(
  db: Db,
  user: SessionUser | null,
  regionId: string,
  now = new Date(),
): Promise<ResumeAlert[]> {
  const owner = await requireSearchAccess(db, user, regionId, now);
  return loadAlerts(db, mine(owner.id, regionId));
}

/**
 * Sets the docs/product.md §4 interval of one of the caller's alerts. Another's alert does not exist for them. Starting
 * to mail again counts from now, as after a sent mail.
 */
export async function updateResumeAlertInterval(
  db: Db,
  input: { user: SessionUser | null; regionId: string; id: string; interval: ResumeAlertInterval; now?: Date },
): Promise<ResumeAlert> {
  const now = input.now ?? new Date();
  const owner = await requireSearchAccess(db, input.user, input.regionId, now);
  const [row] = await db
    .update(resumeAlerts)
    .set({ intervalSeconds: ALERT_INTERVALS[input.interval], lastSentAt: now })
    .where(and(eq(resumeAlerts.id, input.id), mine(owner.id, input.regionId)))
    .returning({ id: resumeAlerts.id });
  if (!row) throw new ResumeAlertError('NOT_FOUND', m.notFound);
  const [alert] = await loadAlerts(db, eq(resumeAlerts.id, row.id));
  return alert;
}

/** Deletes one of the caller's alerts (its deliveries cascade). */
export async function deleteResumeAlert(
  db: Db,
  input: { user: SessionUser | null; regionId: string; id: string; now?: Date },
): Promise<void> {
  const owner = await requireSearchAccess(db, input.user, input.regionId, input.now ?? new Date());
  const deleted = await db
    .delete(resumeAlerts)
    .where(and(eq(resumeAlerts.id, input.id), mine(owner.id, input.regionId)))
    .returning({ id: resumeAlerts.id });
  if (deleted.length === 0) throw new ResumeAlertError('NOT_FOUND', m.notFound);
}

/** The label the unsubscribe page names for a mailed token, or null for an unknown one. */
export async function resumeAlertLabelByToken(db: Db, regionId: string, token: string): Promise<string | null> {
  if (!token || token.length > 100) return null;
  const [row] = await db
    .select()
    .from(resumeAlerts)
    .where(and(eq(resumeAlerts.regionId, regionId), eq(resumeAlerts.unsubscribeToken, token)))
    .limit(1);
  return row ? shape(row, null).label : null;
}

/** One-click unsubscribe with the mailed token, no sign-in: the alert and its deliveries are deleted. */
export async function unsubscribeResumeAlert(db: Db, regionId: string, token: string): Promise<boolean> {
  if (!token || token.length > 100) return false;
  const deleted = await db
    .delete(resumeAlerts)
    .where(and(eq(resumeAlerts.regionId, regionId), eq(resumeAlerts.unsubscribeToken, token)))
    .returning({ id: resumeAlerts.id });
  return deleted.length > 0;
}
