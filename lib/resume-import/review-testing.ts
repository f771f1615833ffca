import type { CvProposal } from './review-values';

/** A proposal as proposeResumeFromCv answers it, for tests of the review. */
export const PROPOSAL: CvProposal = {
  personalInfo: {
    salutation: 'ms',
    firstName: 'Anna',
    lastName: 'Huber',
    email: 'anna@beispiel.de',
    phone: '0171 2345678',
    birthday: '1990-03-12',
    homeLocationText: '83022 Rosenheim',
  },
  workExperience: [
    {
      id: 'import-work-1',
      jobTitle: 'Pflegefachkraft',
      companyName: 'Klinikum Rosenheim',
      location: 'Rosenheim',
      period: { start: '2019-03', end: null, current: true },
      summary: 'Grundpflege',
    },
  ],
  education: [
    {
      id: 'import-education-1',
      institution: 'Berufsfachschule für Pflege',
      studyProgram: 'Ausbildung zur Pflegefachkraft',
      degreeLevel: { tid: 7005, label: 'Abgeschlossene Berufsausbildung' },
      fieldOfStudy: null,
      location: null,
      period: { start: '2016-09', end: '2019-07', current: false },
      summary: null,
    },
  ],
  languageLevels: [
    { term: { tid: 6001, label: 'Deutsch' }, name: 'Deutsch', level: 'Muttersprache' },
    { term: null, name: 'Portugiesisch', level: 'A1' },
  ],
  skills: { terms: [{ tid: 5036, label: 'Wundmanagement' }], free: 'Kinästhetik' },
};
