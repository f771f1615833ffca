import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { organizations, resumeBlockedOrganizations, resumes } from '../db/schema';
import { type NamedOrganization, namesSomething, organizationsNamed, suggestOrganizations } from './organization-names';
import type { ResumeRow } from './own-resume';

/**
 * docs/product-decisions.md "Privacy from one's employer": the owner's block list and whether recruiters see the
 * company of a current job. Who is kept out by the blocks: resume-blocks.ts; what the hidden employer changes:
 * resume-view.ts and the search's text (server/search/resume-fulltext-sql.ts).
 */
export type ResumePrivacy = { resumeId: string; showCurrentEmployer: boolean; blocked: NamedOrganization[] };

/** A list anyone keeps by hand stays short; the bound keeps the statements of the search's `exists` small too. */
export const MAX_BLOCKED_ORGANIZATIONS = 50;

/**
 * The resume `resumeId` when it is the user's own on the site; otherwise null, whether it is someone else's or
 * none at all: these settings answer nobody but the owner, and tell nobody whose a resume is.
 */
export async function ownResumeById(
  db: Db,
  input: { userId: string; regionId: string; resumeId: string },
): Promise<ResumeRow | null> {
  const [row] = await db
    .select()
    .from(resumes)
    .where(and(eq(resumes.id, input.resumeId), eq(resumes.userId, input.userId), eq(resumes.regionId, input.regionId)));
  return row ?? null;
}

/** The blocked organizations, by name. */
async function blockedOf(db: Db, resumeId: string): Promise<NamedOrganization[]> {
  return db
    .select({ id: organizations.id, name: organizations.name })
    .from(resumeBlockedOrganizations)
    .innerJoin(organizations, eq(organizations.id, resumeBlockedOrganizations.organizationId))
    .where(eq(resumeBlockedOrganizations.resumeId, resumeId))
    .orderBy(asc(organizations.name), asc(organizations.id));
}

export async function loadResumePrivacy(
  db: Db,
  resume: Pick<ResumeRow, 'id' | 'showCurrentEmployer'>,
): Promise<ResumePrivacy> {
  return {
    resumeId: resume.id,
    showCurrentEmployer: resume.showCurrentEmployer,
    blocked: await blockedOf(db, resume.id),
  };
}

export async function setCurrentEmployerShown(db: Db, resumeId: string, shown: boolean): Promise<ResumePrivacy> {
  const [row] = await db
    .update(resumes)
    .set({ showCurrentEmployer: shown })
    .where(eq(resumes.id, resumeId))
    .returning({ id: resumes.id, showCurrentEmployer: resumes.showCurrentEmployer });
  return loadResumePrivacy(db, row);
}

export type BlockRefusal = 'nameEmpty' | 'unknown' | 'tooMany';
export type BlockResult =
  { ok: true; added: NamedOrganization[] } | { ok: false; refusal: BlockRefusal; suggestions: NamedOrganization[] };

/** The organizations a block names: the picked one (of this site), or every one the typed name names. */
async function targetsOf(
  db: Db,
  input: { regionId: string; organizationId?: string; name?: string },
): Promise<NamedOrganization[]> {
  if (input.organizationId)
    return db
      .select({ id: organizations.id, name: organizations.name })
      .from(organizations)
      .where(and(eq(organizations.id, input.organizationId), eq(organizations.regionId, input.regionId)));
  return organizationsNamed(db, input.regionId, input.name ?? '');
}

/**
 * Blocks organizations of the site from the resume: the one picked from the suggestions (`organizationId`), or,
 * typed without picking (and without JavaScript), every organization the name names (organization-names.ts).
 * A name that names none is refused with the organizations whose name holds its words, to pick from. Blocking
 * one already blocked changes nothing and is no error.
 */
export async function blockOrganizations(
  db: Db,
  input: { resumeId: string; regionId: string; organizationId?: string; name?: string },
): Promise<BlockResult> {
  if (!input.organizationId && !namesSomething(input.name ?? ''))
    return { ok: false, refusal: 'nameEmpty', suggestions: [] };
  const targets = await targetsOf(db, input);
  if (targets.length === 0)
    return {
      ok: false,
      refusal: 'unknown',
      suggestions: input.name ? await suggestOrganizations(db, input.regionId, input.name) : [],
    };
  const [held] = await db
    .select({ n: count() })
    .from(resumeBlockedOrganizations)
    .where(eq(resumeBlockedOrganizations.resumeId, input.resumeId));
  const already = await db
    .select({ id: resumeBlockedOrganizations.organizationId })
    .from(resumeBlockedOrganizations)
    .where(
      and(
        eq(resumeBlockedOrganizations.resumeId, input.resumeId),
        inArray(
          resumeBlockedOrganizations.organizationId,
          targets.map((t) => t.id),
        ),
      ),
    );
  const fresh = targets.filter((t) => !already.some((a) => a.id === t.id));
  if (Number(held.n) + fresh.length > MAX_BLOCKED_ORGANIZATIONS)
    return { ok: false, refusal: 'tooMany', suggestions: [] };
  if (fresh.length)
    await db
      .insert(resumeBlockedOrganizations)
      .values(fresh.map((t) => ({ resumeId: input.resumeId, organizationId: t.id })))
      .onConflictDoNothing();
  return { ok: true, added: targets };
}

/** Takes an organization off the list; one that is not on it leaves the list as it is. */
export async function unblockOrganization(db: Db, resumeId: string, organizationId: string): Promise<void> {
  await db
    .delete(resumeBlockedOrganizations)
    .where(
      and(
        eq(resumeBlockedOrganizations.resumeId, resumeId),
        eq(resumeBlockedOrganizations.organizationId, organizationId),
      ),
    );
}
