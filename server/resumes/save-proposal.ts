import type { Db } from '../db/client';
import type {
  ResumeEducation,
  ResumeJobPreferences,
  ResumePersonalInfo,
  ResumeTermGroup,
  ResumeWorkExperience,
} from '../db/schema';
import type { ResumeOwner, ResumeRow } from './own-resume';
import type { FieldError } from './resume-input';
import { saveResumeSection } from './save-section';

/**
 * Sections as other parts of the product propose them (the CV import): the stored types of
 * server/db/schema/resumes.ts, list entries with or without ids, places as stored (their label is what is
 * resolved again). Sections left out are not touched.
 */
export type ResumeProposal = Partial<{
  personalInfo: ResumePersonalInfo;
  jobPreferences: Partial<ResumeJobPreferences>;
  education: Array<Omit<ResumeEducation, 'id'> & { id?: string }>;
  workExperience: Array<Omit<ResumeWorkExperience, 'id'> & { id?: string }>;
  languages: ResumeTermGroup;
  skills: ResumeTermGroup;
}>;

/** What the owner confirmed, saved section by section through the same checks as the forms (docs/product.md §3). */
export async function saveResumeProposal(
  db: Db,
  owner: ResumeOwner,
  proposal: ResumeProposal,
): Promise<{ resume: ResumeRow | null; errors: FieldError[] }> {
  const errors: FieldError[] = [];
  let resume: ResumeRow | null = null;
  const save = async (section: Parameters<typeof saveResumeSection>[2], raw: Record<string, unknown>) => {
    const outcome = await saveResumeSection(db, owner, section, raw);
    resume = outcome.resume;
    errors.push(...outcome.errors.map((e) => ({ ...e, field: `${section}.${e.field.replace(/^entries\./, '')}` })));
  };
  const { personalInfo, jobPreferences, education, workExperience, languages, skills } = proposal;
  if (personalInfo) await save('personalInfo', { ...personalInfo, homeLocation: personalInfo.homeLocation?.label });
  if (jobPreferences) {
    const { desiredLocation, ...rest } = jobPreferences;
    await save('jobPreferences', {
      ...rest,
      desiredLocation: desiredLocation?.label,
      radiusKm: desiredLocation?.radiusKm,
    });
  }
  if (education) await save('education', { entries: education });
  if (workExperience) await save('workExperience', { entries: workExperience });
  if (languages) await save('languages', { ...languages });
  if (skills) await save('skills', { ...skills });
  return { resume, errors };
}
