import { and, desc, eq, lt } from 'drizzle-orm';
import type { SessionUser } from '../auth/session-user';
import type { Db } from '../db/client';
import { organizationChangeLog } from '../db/schema';
import messages from '../../messages/de.json';

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

/**
 * Detail keys that name a person other than the actor: an invitee's address, a removed member's "Name
 * <address>". Shown only to those who manage the team; an erasure empties every entry naming the person
 * (docs/security.md "The change log").
 */
export const PERSON_DETAIL_KEYS = ['email', 'member'];
/** The account id of the person a detail names: lets an erasure find the entry after an address change; never shown. */
export const PERSON_ID_KEY = 'personId';

/** "Name <mail>" at the time of the change, so the log stays readable after the account is gone. */
export function actorLabelOf(user: Pick<SessionUser, 'email' | 'displayName' | 'name'>): string {
  const name = user.displayName ?? user.name;
  return name ? `${name} <${user.email}>` : user.email;
}

/**
 * Records who changed what of an organization. `viaSupport`: an admin-like user acting for the organization
 * (docs/product.md §6 masquerade), so the log names the person who really did it. Call it in the same transaction as
 * the change.
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
  view: { personalData: boolean },
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
  return rows.map((r) => {
    const entry = {
      id: r.id,
      actorLabel: r.actorLabel,
      viaSupport: r.viaSupport,
      action: r.action,
      detail: Object.fromEntries(
        Object.entries(r.detail as ChangeDetail).filter(([key]) => key !== PERSON_ID_KEY),
      ) as ChangeDetail,
      createdAt: r.createdAt,
    };
    return view.personalData ? entry : withoutPersonalData(entry);
  });
}

const hidden = messages.graphql.team.changeLog;
/** Something that looks like an e-mail address, anywhere in a text. */
const ADDRESS = /[^\s<>@]+@[^\s<>@]+/;

/**
 * The entry as members who do not manage the team see it: the actor by name only (support and colleagues
 * without a name by their role) and no detail that names a person or holds an address (docs/security.md).
 */
export function withoutPersonalData(entry: ChangeEntry): ChangeEntry {
  const name = entry.actorLabel.replace(/\s*<[^<>]*>\s*$/, '').trim();
  const fallback = entry.viaSupport ? hidden.hiddenSupport : hidden.hiddenActor;
  const detail = Object.entries(entry.detail).filter(
    ([key, value]) => !PERSON_DETAIL_KEYS.includes(key) && !ADDRESS.test(JSON.stringify(value)),
  );
  return {
    ...entry,
    actorLabel: name && !ADDRESS.test(name) ? name : fallback,
    detail: Object.fromEntries(detail),
  };
}
