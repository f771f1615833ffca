import { and, desc, eq, lt } from 'drizzle-orm';
import type { SessionUser } from '../auth/session-user';
import type { Db } from '../db/client';
import { organizationChangeLog } from '../db/schema';

/** What an entry says, for people: field names, a job's title, a new status … never private values. */
export type ChangeDetail = Record<string, string | number | boolean | string[] | null>;

export type ChangeEntry = {
  id: string;
  actorLabel: string;
  viaSupport: boolean;
  action: string;
  detail: ChangeDetail;
  createdAt: Date;
};

/** "Name <mail>" at the time of the change, so the log stays readable after the account is gone. */
export function actorLabelOf(user: Pick<SessionUser, 'email' | 'displayName' | 'name'>): string {
  const name = user.displayName ?? user.name;
  return name ? `${name} <${user.email}>` : user.email;
}

/**
 * Records who changed what of an organization. `viaSupport`: an admin-like user acting for the organization
 * (§6 masquerade), so the log names the person who really did it. Call it in the same transaction as the change.
 */
export async function recordOrganizationChange(
  db: Db,
  entry: { organizationId: string; actor: SessionUser; viaSupport: boolean; action: string; detail?: ChangeDetail },
): Promise<void> {
  await db.insert(organizationChangeLog).values({
    organizationId: entry.organizationId,
    actorId: entry.actor.id,
    actorLabel: actorLabelOf(entry.actor),
    viaSupport: entry.viaSupport,
    action: entry.action,
    detail: entry.detail ?? {},
  });
}

/**
 * The newest entries first, paged by the creation time of the last entry seen (`before`) or by position
 * (`offset`: entries of one transaction share their time, which `before` would skip).
 */
export async function listOrganizationChanges(
  db: Db,
  organizationId: string,
  page: { limit: number; before?: Date; offset?: number },
): Promise<ChangeEntry[]> {
  const where = page.before
    ? and(eq(organizationChangeLog.organizationId, organizationId), lt(organizationChangeLog.createdAt, page.before))
    : eq(organizationChangeLog.organizationId, organizationId);
  const rows = await db
    .select()
    .from(organizationChangeLog)
    .where(where)
    .orderBy(desc(organizationChangeLog.createdAt), desc(organizationChangeLog.id))
    .limit(page.limit)
    .offset(page.offset ?? 0);
  return rows.map((r) => ({
    id: r.id,
    actorLabel: r.actorLabel,
    viaSupport: r.viaSupport,
    action: r.action,
    detail: r.detail as ChangeDetail,
    createdAt: r.createdAt,
  }));
}
