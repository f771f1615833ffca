// A confirmed CV import becomes the resume's own section inputs: what the CV names replaces personal fields, and
// entries and terms are added to what the resume has, never replacing it or doubling it on a second import.
import { describe, expect, it, vi } from 'vitest';
import type { ResumeFieldsFragment } from '@/lib/graphql/generated/operations';
import type { ConfirmedImport } from './resume-import';

vi.mock('server-only', () => ({}));
const { importSections } = await import('./resume-import-save');

const period = (start: string, end: string | null, current = false) => ({ start, end, current });

const STORED = {
  personalInfo: {
    salutation: 'ms',
    photoFileId: 'photo-1',
    firstName: 'Anna',
    lastName: 'Alt',
    phone: null,
    birthday: null,
    about: 'Ich pflege gern.',
    homeLocation: { label: 'Rosenheim' },
  },
  workExperience: [
    {
      __typename: 'ResumeWorkExperience',
      id: 'w1',
      jobTitle: 'Pflegefachkraft',
      companyName: 'Klinikum',
      occupationalField: null,
      employmentType: null,
      location: null,
      summary: null,
      period: period('2019-03', null, true),
    },
  ],
  education: [],
  languages: { tids: [6001], free: null, notes: 'Deutsch: Muttersprache', levels: [{ tid: 6001, level: 'native' }] },
  skills: { tids: [5001], free: 'Dienstplanung', notes: null },
} as unknown as ResumeFieldsFragment;

const CONFIRMED: ConfirmedImport = {
  personalInfo: { firstName: 'Anna', lastName: 'Neu', phone: '0171 1234567', homeLocationText: '83022 Rosenheim' },
  workExperience: [
    { id: 'p1', jobTitle: 'pflegefachkraft', period: { start: '2019-03', current: true } },
    { id: 'p2', jobTitle: 'Altenpflegerin', companyName: 'Seniorenheim', period: { start: '2015-01', end: '2019-02' } },
  ],
  education: [],
  languages: { tids: [6001, 6002], notes: 'Englisch: B2' },
  skills: { tids: [5001, 5004] },
};

describe('importSections', () => {
  it('for a new resume: every confirmed section, the CV’s personal fields and nothing invented', () => {
    const sections = importSections(null, CONFIRMED);
    expect(sections.map((s) => Object.keys(s)[0])).toEqual(['personalInfo', 'workExperience', 'languages', 'skills']);
    expect(sections[0].personalInfo).toEqual({
      salutation: null,
      firstName: 'Anna',
      lastName: 'Neu',
      phone: '0171 1234567',
      birthday: null,
      homeLocation: '83022 Rosenheim',
      about: null,
    });
    // Proposal ids are not the resume's: new entries get theirs when saved.
    expect(sections[1].workExperience?.map((e) => e.id)).toEqual([undefined, undefined]);
  });

  it('over a stored resume: personal fields the CV names win, "about" stays, entries and terms are added once', () => {
    const [personal, work, languages, skills] = importSections(STORED, CONFIRMED);
    expect(personal.personalInfo).toMatchObject({ lastName: 'Neu', salutation: 'ms', about: 'Ich pflege gern.' });
    expect(work.workExperience?.map((e) => [e.id, e.jobTitle])).toEqual([
      ['w1', 'Pflegefachkraft'],
      [undefined, 'Altenpflegerin'],
    ]);
    expect(work.workExperience?.[0]).not.toHaveProperty('__typename');
    expect(work.workExperience?.[1].period).toEqual({ start: '2015-01', end: '2019-02', current: false });
    expect(languages.languages).toEqual({
      tids: [6001, 6002],
      free: null,
      notes: 'Deutsch: Muttersprache, Englisch: B2',
      levels: [{ tid: 6001, level: 'native' }],
    });
    expect(skills.skills).toEqual({ tids: [5001, 5004], free: 'Dienstplanung', notes: null });
  });

  it('leaves out list and term sections the import did not confirm', () => {
    const bare = {
      ...CONFIRMED,
      workExperience: [],
      languages: { tids: [] },
      skills: { tids: [], free: 'Erste Hilfe' },
    };
    expect(importSections(STORED, bare).map((s) => Object.keys(s)[0])).toEqual(['personalInfo', 'skills']);
  });
});
