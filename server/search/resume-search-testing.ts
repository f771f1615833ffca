import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { type ResumeWorkExperience, resumes, users } from '../db/schema';
import type { RecruitingPerson } from '../resumes/resume-blocks';

/** A searcher of no organization: every resume that is not hidden is theirs to find. */
export const ANY_SEARCHER: RecruitingPerson = {
  id: '00000000-0000-4000-8000-000000000000',
  roles: [],
  activeOrganizationId: null,
};

/** A resume for search tests: what the search reads, and private fields that must never reach a hit. */
export type ResumeFixture = {
  title: string;
  /** The first entry is the current job unless it has an `end`; later ones are past jobs. */
  work?: Array<Pick<ResumeWorkExperience, 'jobTitle' | 'companyName' | 'summary'> & { start?: string; end?: string }>;
  /** Whether recruiters see (and find) the current job's company; hidden by default, as in the product. */
  showCurrentEmployer?: boolean;
  study?: string;
  skillsFree?: string;
  place?: { label: string; lat: number; lon: number };
  careerStatus?: number;
  occupations?: number[];
  languages?: number[];
  skills?: number[];
  fieldsOfStudy?: number[];
  visible?: boolean;
  complete?: boolean;
};

/** Inserts one user and resume per fixture in `regionId`; returns the resume ids by key, the user ids. */
export async function insertResumeFixtures(
  db: Db,
  regionId: string,
  fixtures: Record<string, ResumeFixture>,
): Promise<{ ids: Record<string, string>; userIds: string[] }> {
  const keys = Object.keys(fixtures);
  const created = await db
    .insert(users)
    .values(keys.map((key) => ({ email: `${key}-${randomUUID().slice(0, 8)}@example.test`, name: `Nutzer ${key}` })))
    .returning({ id: users.id });
  const rows = await db
    .insert(resumes)
    .values(
      keys.map((key, i) => {
        const f = fixtures[key];
        return {
          userId: created[i].id,
          regionId,
          visible: f.visible ?? true,
          complete: f.complete ?? true,
          personalInfo: { firstName: 'Geheim', lastName: `Nachname${i}`, phone: '0170 123456', birthday: '1990-05-01' },
          jobPreferences: {
            title: f.title,
            desiredOccupation: f.occupations ?? [],
            employmentType: [],
            availabilityPeriods: [],
            desiredLocation: f.place ? { ...f.place, countryCode: 'DE' } : undefined,
            careerStatus: f.careerStatus,
          },
          workExperience: (f.work ?? []).map((w, j) => ({
            id: `w${j}`,
            jobTitle: w.jobTitle,
            companyName: w.companyName,
            summary: w.summary,
            period:
              j === 0 && !w.end
                ? { start: w.start ?? '2015-01', current: true }
                : { start: w.start ?? '2010-01', end: w.end ?? '2014-12' },
          })),
          education: f.study ? [{ id: 'e0', institution: 'Hochschule', studyProgram: f.study, period: {} }] : [],
          skills: { tids: f.skills ?? [], free: f.skillsFree },
          languages: { tids: f.languages ?? [] },
          careerStatusTid: f.careerStatus ?? null,
          occupationTids: f.occupations ?? [],
          languageTids: f.languages ?? [],
          skillTids: f.skills ?? [],
          fieldOfStudyTids: f.fieldsOfStudy ?? [],
          lat: f.place?.lat ?? null,
          lon: f.place?.lon ?? null,
          showCurrentEmployer: f.showCurrentEmployer ?? false,
        };
      }),
    )
    .returning({ id: resumes.id });
  return { ids: Object.fromEntries(keys.map((key, i) => [key, rows[i].id])), userIds: created.map((u) => u.id) };
}

/** Removes the fixtures' users (their resumes go with them). */
export async function deleteResumeFixtures(db: Db, userIds: string[]): Promise<void> {
  if (userIds.length) await db.delete(users).where(inArray(users.id, userIds));
}
