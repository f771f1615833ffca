import { describe, expect, it } from 'vitest';
import { filterConditionGroups } from './job-search-query';

describe('filters as condition groups (docs/product.md §5): the listing and saved searches ask alike', () => {
  it.each([
    ['no filter', [], []],
    [
      'values of one field ORed in one group, fields in the order they first appear',
      [
        { field: 'employment_type', value: '2002' },
        { field: 'job_location', value: 'Bad Aibling, Ortsteil Mitte' },
        { field: 'employment_type', value: '2001' },
      ],
      [
        [
          { field: 'employment_type', operator: '=', value: '2002' },
          { field: 'employment_type', operator: '=', value: '2001' },
        ],
        [{ field: 'job_location', operator: '=', value: 'Bad Aibling, Ortsteil Mitte' }],
      ],
    ],
    [
      'the title matches part of a title, a job id exactly',
      [
        { field: 'title', value: 'Pflege' },
        { field: 'job_id', value: '0b0c2f7e-3a6e-4f51-9d0e-2b8b7e1f4a10' },
      ],
      [
        [{ field: 'title', operator: 'LIKE', value: 'Pflege' }],
        [{ field: 'job_id', operator: '=', value: '0b0c2f7e-3a6e-4f51-9d0e-2b8b7e1f4a10' }],
      ],
    ],
  ] as const)('%s', (_name, filters, groups) => {
    expect(filterConditionGroups(filters)).toEqual(groups);
  });
});
