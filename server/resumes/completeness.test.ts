// @module-tag postgres
import { describe, expect, it } from 'vitest';
import { COMPLETENESS_PARTS, completenessOf, wizardProblems } from './completeness';
import type { ResumeRow } from './own-resume';
import { EMPTY_GROUPS } from './save-section';

const EMPTY = EMPTY_GROUPS as ResumeRow;
const period = { start: '2019-03', current: true };

describe('completeness', () => {
  it('weighs its parts to 100', () => {
    expect(COMPLETENESS_PARTS.reduce((sum, p) => sum + p.weight, 0)).toBe(100);
  });

  it.each([
    [{}, 0],
    [{ personalInfo: { firstName: 'A' } }, 0],
    [{ personalInfo: { firstName: 'A', lastName: 'B' } }, 15],
    [{ jobPreferences: { ...EMPTY.jobPreferences, title: 'Pflege' } }, 15],
    [{ workExperience: [{ id: 'w', jobTitle: 'X', period }] }, 15],
    [{ education: [{ id: 'e', institution: 'X', period }] }, 10],
    [{ languages: { tids: [], free: 'Bairisch' }, skills: { tids: [3] } }, 10],
    [{ personalInfo: { photoFileId: 'f', phone: '1', about: 'x', homeLocation: { label: 'T', lat: 1, lon: 2 } } }, 25],
  ])('%j is %i %% done', (parts, percent) => {
    expect(completenessOf({ ...EMPTY, ...parts } as ResumeRow).percent).toBe(percent);
  });

  it('names what the wizard still needs before the resume is complete (docs/product.md §1)', () => {
    expect(wizardProblems(null).map((p) => p.field)).toEqual([
      'personalInfo.firstName',
      'personalInfo.lastName',
      'jobPreferences.desiredOccupation',
    ]);
    const done = {
      ...EMPTY,
      personalInfo: { firstName: 'A', lastName: 'B' },
      jobPreferences: { ...EMPTY.jobPreferences, desiredOccupation: [1] },
    };
    expect(wizardProblems(done as ResumeRow)).toEqual([]);
  });
});
