import type { ResumeRow } from '../resumes/own-resume';
import { shapeResumeFor } from '../resumes/resume-view';
import { type ResumeHit, yearsOfExperience } from './resume-search-query';

/**
 * A found resume as the list shows it. It goes through the resume domain's shaping for a recruiter
 * ('public': the private fields taken out) and then keeps only what the list names, so no name, phone,
 * birthday, home location or e-mail can reach a hit, whatever the caller's contact requests are.
 */
export function resumeHit(row: ResumeRow, distanceKm: number | null, now: Date): ResumeHit {
  const shown = shapeResumeFor(row, 'public') as ResumeRow;
  const prefs = shown.jobPreferences;
  return {
    id: shown.id,
    title: prefs.title ?? null,
    desiredOccupation: prefs.desiredOccupation,
    yearsOfExperience: yearsOfExperience(shown.workExperience, now),
    desiredLocation: prefs.desiredLocation?.label ?? null,
    skills: shown.skills.tids,
    skillsFree: shown.skills.free ?? null,
    careerStatus: prefs.careerStatus ?? null,
    distanceKm: distanceKm === null ? null : Math.round(distanceKm * 10) / 10,
    updatedAt: shown.updatedAt,
  };
}
