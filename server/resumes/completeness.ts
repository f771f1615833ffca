import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { resumes } from '../db/schema';
import type { ResumeOwner, ResumeRow } from './own-resume';
import type { Groups } from './save-section';
import { type FieldError, resumeMessages as m } from './resume-input';

/**
 * The completeness meter's parts and weights (sum 100; docs/product-decisions.md): what recruiters look at
 * first weighs most — who (names), what they want (occupation), what they did (work experience).
 */
export const COMPLETENESS_PARTS = [
  { key: 'names', weight: 15, done: (g: Groups) => !!(g.personalInfo.firstName && g.personalInfo.lastName) },
  { key: 'photo', weight: 5, done: (g: Groups) => !!g.personalInfo.photoFileId },
  { key: 'phone', weight: 5, done: (g: Groups) => !!g.personalInfo.phone },
  { key: 'homeLocation', weight: 5, done: (g: Groups) => !!g.personalInfo.homeLocation },
  { key: 'about', weight: 10, done: (g: Groups) => !!g.personalInfo.about },
  { key: 'desiredOccupation', weight: 15, done: (g: Groups) => wantsSomething(g) },
  { key: 'employmentType', weight: 5, done: (g: Groups) => g.jobPreferences.employmentType.length > 0 },
  { key: 'desiredLocation', weight: 5, done: (g: Groups) => !!g.jobPreferences.desiredLocation },
  { key: 'workExperience', weight: 15, done: (g: Groups) => g.workExperience.length > 0 },
  { key: 'education', weight: 10, done: (g: Groups) => g.education.length > 0 },
  { key: 'languages', weight: 5, done: (g: Groups) => g.languages.tids.length > 0 || !!g.languages.free },
  { key: 'skills', weight: 5, done: (g: Groups) => g.skills.tids.length > 0 || !!g.skills.free },
] as const;
export type CompletenessPart = (typeof COMPLETENESS_PARTS)[number]['key'];

function wantsSomething(g: Groups): boolean {
  return g.jobPreferences.desiredOccupation.length > 0 || !!g.jobPreferences.title;
}

/** Percent done (0–100) and the parts still missing, in the meter's order. */
export function completenessOf(groups: Groups): { percent: number; missing: CompletenessPart[] } {
  const done = COMPLETENESS_PARTS.filter((p) => p.done(groups));
  return {
    percent: done.reduce((sum, p) => sum + p.weight, 0),
    missing: COMPLETENESS_PARTS.filter((p) => !p.done(groups)).map((p) => p.key),
  };
}

/**
 * What the wizard needs before a resume is complete (docs/product.md §1): names, and an occupation or a title wished
 * for.
 */
export function wizardProblems(resume: ResumeRow | null): FieldError[] {
  const problems: FieldError[] = [];
  if (!resume?.personalInfo.firstName) problems.push({ field: 'personalInfo.firstName', message: m.incomplete });
  if (!resume?.personalInfo.lastName) problems.push({ field: 'personalInfo.lastName', message: m.incomplete });
  if (!resume || !wantsSomething(resume))
    problems.push({ field: 'jobPreferences.desiredOccupation', message: m.incomplete });
  return problems;
}

/** Finishing the wizard marks the resume complete (docs/product.md §1), when wizardProblems finds nothing. */
export async function completeResumeWizard(
  db: Db,
  owner: ResumeOwner,
  resume: ResumeRow | null,
): Promise<{ resume: ResumeRow | null; errors: FieldError[] }> {
  const errors = wizardProblems(resume);
  if (errors.length || !resume) return { resume, errors };
  const [done] = await db
    .update(resumes)
    .set({ complete: true })
    .where(and(eq(resumes.userId, owner.userId), eq(resumes.regionId, owner.regionId)))
    .returning();
  return { resume: done, errors: [] };
}
