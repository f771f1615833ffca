import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { resumes } from '../db/schema';

export type ResumeRow = typeof resumes.$inferSelect;
/** Whose resume: one per user and site (docs/product.md §3). */
export type ResumeOwner = { userId: string; regionId: string };

/** The user's resume on this site, or null when they have not started one. */
export async function loadOwnResume(db: Db, { userId, regionId }: ResumeOwner): Promise<ResumeRow | null> {
  const [row] = await db
    .select()
    .from(resumes)
    .where(and(eq(resumes.userId, userId), eq(resumes.regionId, regionId)))
    .limit(1);
  return row ?? null;
}

/** docs/product.md §4: the owner shows the resume to recruiters in resume search, or hides it. Null: no resume yet. */
export async function setResumeVisibility(db: Db, owner: ResumeOwner, visible: boolean): Promise<ResumeRow | null> {
  const [row] = await db
    .update(resumes)
    .set({ visible })
    .where(and(eq(resumes.userId, owner.userId), eq(resumes.regionId, owner.regionId)))
    .returning();
  return row ?? null;
}
