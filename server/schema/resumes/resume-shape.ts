import type { ResumePersonalInfo as StoredPersonalInfo, ResumeTermGroup, TimePeriod } from '../../db/schema';
import { completenessOf } from '../../resumes/completeness';
import type { ResumeRow } from '../../resumes/own-resume';
import type { Resume, ResumePeriod, ResumeTermGroup as TermGroupShape } from '../generated/resolvers-types';

const period = (p: TimePeriod): ResumePeriod => ({
  start: p.start ?? null,
  end: p.current ? null : (p.end ?? null),
  current: !!p.current,
});

const group = (g: ResumeTermGroup): TermGroupShape => ({
  tids: g.tids,
  free: g.free ?? null,
  notes: g.notes ?? null,
  levels: g.levels ?? [],
});

const personal = (p: StoredPersonalInfo) => ({
  salutation: p.salutation ?? null,
  photoFileId: p.photoFileId ?? null,
  firstName: p.firstName ?? null,
  lastName: p.lastName ?? null,
  phone: p.phone ?? null,
  birthday: p.birthday ?? null,
  homeLocation: p.homeLocation ?? null,
  about: p.about ?? null,
});

/**
 * A stored resume in the contract's shape. It is given a row that resume-view.ts has already shaped for the
 * caller: fields taken out there are null here, and the completeness is of what the caller sees (so it does
 * not tell whether a private field is filled in).
 */
export function toResumeShape(row: ResumeRow): Resume {
  const prefs = row.jobPreferences;
  return {
    id: row.id,
    visible: row.visible,
    complete: row.complete,
    completeness: completenessOf(row),
    updatedAt: row.updatedAt,
    personalInfo: personal(row.personalInfo),
    jobPreferences: {
      title: prefs.title ?? null,
      desiredOccupation: prefs.desiredOccupation,
      employmentType: prefs.employmentType,
      desiredLocation: prefs.desiredLocation ?? null,
      radiusKm: prefs.desiredLocation?.radiusKm ?? null,
      desiredSalary: prefs.desiredSalary ?? null,
      careerStatus: prefs.careerStatus ?? null,
      availableStart: prefs.availableStart ?? null,
      availabilityPeriods: prefs.availabilityPeriods,
    },
    education: row.education.map((e) => ({
      ...e,
      degreeLevel: e.degreeLevel ?? null,
      fieldOfStudy: e.fieldOfStudy ?? null,
      period: period(e.period),
    })),
    workExperience: row.workExperience.map((w) => ({
      ...w,
      companyName: w.companyName ?? null,
      companyHidden: w.companyHidden === true,
      period: period(w.period),
    })),
    languages: group(row.languages),
    skills: group(row.skills),
  };
}
