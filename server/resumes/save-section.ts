import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { resumes } from '../db/schema';
import { wizardProblems } from './completeness';
import { loadOwnResume, type ResumeOwner, type ResumeRow } from './own-resume';
import { type FieldError, keptFields, parseSection, type ResumeSection, type SectionInput } from './resume-input';
import { checkTerms } from './section-references';
import { resumeOccupationCodes } from '../search/occupations/classify-job';
import {
  educationValue,
  jobPreferencesValue,
  languagesValue,
  personalInfoValue,
  skillsValue,
  type Shaped,
  workExperienceValue,
} from './section-values';

export type Groups = Pick<
  ResumeRow,
  'personalInfo' | 'jobPreferences' | 'education' | 'workExperience' | 'languages' | 'skills'
>;

/** Each section's shaping (section-values.ts); a section is stored in the column of its name. */
const SHAPERS: { [S in ResumeSection]: (input: SectionInput<S>) => Shaped<Groups[S]> } = {
  personalInfo: personalInfoValue,
  jobPreferences: jobPreferencesValue,
  education: educationValue,
  workExperience: workExperienceValue,
  languages: languagesValue,
  skills: skillsValue,
};

/** The *_tids and point columns that resume search filters on (docs/product.md §9 facets), derived from the groups. */
export function searchColumnsOf(groups: Groups) {
  const unique = (tids: Array<number | undefined>) => [...new Set(tids.filter((t): t is number => t !== undefined))];
  const location = groups.jobPreferences.desiredLocation;
  return {
    careerStatusTid: groups.jobPreferences.careerStatus ?? null,
    occupationTids: unique([
      ...groups.jobPreferences.desiredOccupation,
      ...groups.workExperience.map((w) => w.occupationalField),
    ]),
    languageTids: groups.languages.tids,
    skillTids: groups.skills.tids,
    fieldOfStudyTids: unique(groups.education.map((e) => e.fieldOfStudy)),
    occupationCodes: resumeOccupationCodes(
      groups.jobPreferences.title,
      groups.workExperience.map((w) => w.jobTitle),
    ),
    lat: location?.lat ?? null,
    lon: location?.lon ?? null,
  };
}

/** A resume's groups before anything is saved (the columns' defaults). */
export const EMPTY_GROUPS: Groups = {
  personalInfo: {},
  jobPreferences: { desiredOccupation: [], employmentType: [], availabilityPeriods: [] },
  education: [],
  workExperience: [],
  languages: { tids: [] },
  skills: { tids: [] },
};

export type SaveOutcome = { resume: ResumeRow | null; errors: FieldError[] };

/**
 * Saves one section of the owner's resume (created on the first save), each on its own (docs/product.md §2 edit per
 * section). Nothing is stored when a field is wrong: the problems come back with their paths. The fields
 * keptFields names (the photo; in the wizard what docs/product.md §3 hides) keep what the resume had.
 */
export async function saveResumeSection(
  db: Db,
  owner: ResumeOwner,
  section: ResumeSection,
  raw: Record<string, unknown>,
  { wizard = false } = {},
): Promise<SaveOutcome> {
  const current = await loadOwnResume(db, owner);
  const hidden = keptFields(section, wizard);
  const stored = (current?.[section] ?? {}) as Record<string, unknown>;
  const input = hidden.length
    ? { ...Object.fromEntries(Object.entries(raw).filter(([k]) => !hidden.includes(k))), ...pick(stored, hidden) }
    : raw;
  const parsed = parseSection(section, input);
  if (!parsed.ok) return { resume: current, errors: parsed.errors };
  // parseSection checked the value against this section's schema (TypeScript cannot pair the two here).
  const shaped = (SHAPERS[section] as (input: unknown) => Shaped<unknown>)(parsed.value);
  const errors = [...shaped.errors, ...(await checkTerms(db, shaped.terms))];
  if (errors.length) return { resume: current, errors };

  const groups: Groups = { ...EMPTY_GROUPS, ...(current ?? {}), [section]: shaped.value };
  // A complete resume stays complete only while it has what the wizard asked for (docs/product.md §1).
  const complete = !!current?.complete && wizardProblems({ ...groups } as ResumeRow).length === 0;
  const values = { [section]: shaped.value, ...searchColumnsOf(groups), complete };
  const [resume] = await db
    .insert(resumes)
    .values({ userId: owner.userId, regionId: owner.regionId, ...values })
    .onConflictDoUpdate({ target: [resumes.userId, resumes.regionId], set: { ...values, updatedAt: sql`now()` } })
    .returning();
  return { resume, errors: [] };
}

function pick(record: Record<string, unknown>, keys: readonly string[]) {
  return Object.fromEntries(keys.filter((k) => record[k] !== undefined).map((k) => [k, record[k]]));
}
