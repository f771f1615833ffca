import { describe, expect, it } from 'vitest';
import type { JobPostingFieldValuesFragment } from '@/lib/graphql/generated/operations';
import { errorOf, errorsByField, inputOfFields, toggleTerm } from './posting-input';

const FIELDS = {
  __typename: 'JobPostingFields',
  organizationId: 'org-1',
  type: 'job_per_file',
  title: 'Bäcker (m/w/d)',
  description: '',
  descriptionFormat: 'filtered_html',
  linkUrl: null,
  file: { __typename: 'UploadedFile', id: 'file-1', name: 'anzeige.pdf', size: 1000, url: '/api/files/file-1' },
  logo: null,
  videoUrl: null,
  organizationAssignment: null,
  locations: [
    { __typename: 'JobLocation', label: 'Rosenheim', lat: 47.85, lon: 12.12, address: null },
    {
      __typename: 'JobLocation',
      label: '83022 Rosenheim',
      lat: 47.86,
      lon: 12.13,
      address: {
        __typename: 'Address',
        countryCode: 'DE',
        addressLine1: 'Max-Josefs-Platz 1',
        addressLine2: null,
        administrativeArea: 'Bayern',
        locality: 'Rosenheim',
        zip: '83022',
      },
    },
  ],
  remoteOptions: [],
  employmentTypes: [3],
  occupationalFields: [],
  fieldsOfStudy: [],
  degreeLevels: [],
  yearsOfExperience: null,
  salaryRange: null,
  salary: { __typename: 'Salary', min: 2800, max: 3400, currencyCode: 'EUR', unit: 'month' },
  languages: [],
  languagesFree: null,
  skills: [],
  skillsFree: null,
  availabilityPeriod: null,
  publishAt: null,
  durationDays: null,
  applicationWorkflow: 'email',
  applicationEmails: ['jobs@baeckerei.de'],
  applicationLink: null,
  applicationRequireCv: true,
  applicationRequireCoverLetter: false,
  applicationRequireQualifyingQuestions: false,
  applicationQualifyingQuestions: [
    {
      __typename: 'PostingQualifyingQuestion',
      id: 'q1',
      question: 'Führerschein?',
      answerType: 'yes_no',
      expected: 'yes',
    },
  ],
} as unknown as JobPostingFieldValuesFragment;

describe('inputOfFields: the saved fields sent back as saveJobPosting input', () => {
  const input = inputOfFields(FIELDS);

  it('carries no __typename anywhere (the input types would refuse it)', () => {
    expect(JSON.stringify(input)).not.toContain('__typename');
  });

  it('sends files by id and keeps every place in order with its address', () => {
    expect(input.fileId).toBe('file-1');
    expect(input.logoFileId).toBeNull();
    expect(input.locations?.map((l) => l.label)).toEqual(['Rosenheim', '83022 Rosenheim']);
    expect(input.locations?.[1].address?.zip).toBe('83022');
  });

  it('keeps salary, workflow and questions as entered', () => {
    expect(input.salary).toEqual({ min: 2800, max: 3400, currencyCode: 'EUR', unit: 'month' });
    expect(input.applicationEmails).toEqual(['jobs@baeckerei.de']);
    expect(input.applicationQualifyingQuestions).toEqual([
      { id: 'q1', question: 'Führerschein?', answerType: 'yes_no', expected: 'yes' },
    ]);
  });
});

describe('field errors', () => {
  const errors = errorsByField([
    { field: 'title', message: 'Bitte geben Sie einen Titel ein.' },
    { field: 'title', message: 'Zweite Meldung' },
    { field: 'locations.0.label', message: 'Bitte wählen Sie einen Ort.' },
  ]);

  it('keeps the first message of a field', () => {
    expect(errors.title).toBe('Bitte geben Sie einen Titel ein.');
  });

  it('shows an error below a field at the field', () => {
    expect(errorOf(errors, 'locations')).toBe('Bitte wählen Sie einen Ort.');
    expect(errorOf(errors, 'salary')).toBeUndefined();
  });
});

describe('toggleTerm', () => {
  it.each([
    [[1, 2], 3, true, [1, 2, 3]],
    [[1, 2], 2, true, [1, 2]],
    [[1, 2], 1, false, [2]],
    [null, 4, true, [4]],
  ] as const)('%j with %i %s → %j', (list, tid, on, result) => {
    expect(toggleTerm(list, tid, on)).toEqual(result);
  });
});
