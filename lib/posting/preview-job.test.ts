import { describe, expect, it } from 'vitest';
import type { JobPostingFieldValuesFragment } from '@/lib/graphql/generated/operations';
import { previewJob } from './preview-job';

const BANDS = [
  { key: 'bis-30000', min: null, max: 30000 },
  { key: '40000-50000', min: 40000, max: 50000 },
];

function fieldsWith(pay: Partial<JobPostingFieldValuesFragment>): JobPostingFieldValuesFragment {
  return {
    type: 'job_per_template',
    title: 'Bäcker (m/w/d)',
    locations: [],
    remoteOptions: [],
    employmentTypes: [],
    occupationalFields: [],
    degreeLevels: [],
    fieldsOfStudy: [],
    languages: [],
    skills: [],
    applicationQualifyingQuestions: [],
    salaryRange: null,
    salary: null,
    ...pay,
  } as unknown as JobPostingFieldValuesFragment;
}

const preview = (pay: Partial<JobPostingFieldValuesFragment>) =>
  previewJob(
    { id: 'p1', url: '', fields: fieldsWith(pay), organization: { id: 'o1', name: 'Bäckerei', logo: null } },
    new Map(),
    BANDS,
  ).salary;

describe('the preview shows the pay the job page will show', () => {
  it.each([
    ['a band', { salaryRange: '40000-50000' }, { min: 40000, max: 50000, currencyCode: 'EUR', unit: 'year' }],
    [
      'a band open at the bottom',
      { salaryRange: 'bis-30000' },
      { min: null, max: 30000, currencyCode: 'EUR', unit: 'year' },
    ],
    [
      'a range typed in',
      { salary: { min: 2800, max: 3400, currencyCode: 'EUR', unit: 'month' } },
      { min: 2800, max: 3400, currencyCode: 'EUR', unit: 'month' },
    ],
    ['no pay given', {}, null],
  ] as const)('%s', (_case, pay, shown) => {
    expect(preview(pay as Partial<JobPostingFieldValuesFragment>)).toEqual(shown);
  });
});
