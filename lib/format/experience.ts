/**
 * Years of experience read as ranges in their natural order: jobs ask for a whole number of years
 * (0 for beginners, mostly 0–10), and seekers think in steps, not in single years. The facet and the job
 * page both show these ranges; their labels are `experience.<key>` in messages/de.json.
 */
export const EXPERIENCE_RANGES = [
  { key: 'entry', min: 0, max: 0 },
  { key: 'oneToTwo', min: 1, max: 2 },
  { key: 'threeToFive', min: 3, max: 5 },
  { key: 'sixToTen', min: 6, max: 10 },
  { key: 'moreThanTen', min: 11, max: Number.POSITIVE_INFINITY },
] as const;

export type ExperienceRange = (typeof EXPERIENCE_RANGES)[number];

/** The range a number of years falls in; a negative number (no job asks for one) counts as no experience. */
export function experienceRange(years: number): ExperienceRange {
  return EXPERIENCE_RANGES.find((r) => years <= r.max) ?? EXPERIENCE_RANGES[0];
}
