import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { organizationMembers, organizations, users } from '../db/schema';

/**
 * The employer mails a person can switch off in the account (docs/product-decisions.md, "Mails an
 * Arbeitgeber"). Every kind is on until its person switches it off; a user row stores only what is off.
 */
export const EMPLOYER_MAIL_KINDS = [
  'applications',
  'jobReview',
  'jobExpiring',
  'contactAnswers',
  'teamJoined',
] as const;
export type EmployerMailKind = (typeof EMPLOYER_MAIL_KINDS)[number];
export type EmployerMailSettings = Record<EmployerMailKind, boolean>;

export const isEmployerMailKind = (value: string): value is EmployerMailKind =>
  (EMPLOYER_MAIL_KINDS as readonly string[]).includes(value);

const settingsFrom = (off: readonly string[]): EmployerMailSettings =>
  Object.fromEntries(EMPLOYER_MAIL_KINDS.map((kind) => [kind, !off.includes(kind)])) as EmployerMailSettings;

/** The person's settings; a user that no longer exists has every kind on (nothing to show, nothing to send). */
export async function loadEmployerMailSettings(db: Db, userId: string): Promise<EmployerMailSettings> {
  const [row] = await db.select({ off: users.employerMailsOff }).from(users).where(eq(users.id, userId));
  return settingsFrom(row?.off ?? []);
}

/** Stores the whole set at once (the form sends every checkbox), so two tabs never merge into a third state. */
export async function saveEmployerMailSettings(
  db: Db,
  userId: string,
  settings: EmployerMailSettings,
): Promise<EmployerMailSettings> {
  const off = EMPLOYER_MAIL_KINDS.filter((kind) => !settings[kind]);
  await db.update(users).set({ employerMailsOff: off, updatedAt: new Date() }).where(eq(users.id, userId));
  return settingsFrom(off);
}

export type MailRecipient = { id: string; email: string };

/**
 * The people among `userIds` who get mails of `kind`: each once, never a blocked account, nobody who switched
 * the kind off. `kind` null: a mail nobody can switch off.
 */
export async function recipientsWanting(
  db: Db,
  userIds: ReadonlyArray<string | null | undefined>,
  kind: EmployerMailKind | null,
): Promise<MailRecipient[]> {
  const ids = [...new Set(userIds.filter((id): id is string => !!id))];
  if (!ids.length) return [];
  const rows = await db
    .select({ id: users.id, email: users.email, off: users.employerMailsOff, blocked: users.blocked })
    .from(users)
    .where(inArray(users.id, ids));
  return rows.filter((r) => !r.blocked && !(kind && r.off.includes(kind))).map(({ id, email }) => ({ id, email }));
}

/**
 * Who stands for a job or a request of an organization: `personId` while they still belong to it (member or
 * owner), otherwise the owner, so a mail never goes to someone who left the team.
 */
export async function personOrOwner(db: Db, organizationId: string, personId: string | null): Promise<string | null> {
  const [org] = await db
    .select({ ownerId: organizations.ownerId })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  if (!org) return null;
  if (!personId || personId === org.ownerId) return org.ownerId;
  const [member] = await db
    .select({ userId: organizationMembers.userId })
    .from(organizationMembers)
    .where(and(eq(organizationMembers.organizationId, organizationId), eq(organizationMembers.userId, personId)));
  return member ? personId : org.ownerId;
}
