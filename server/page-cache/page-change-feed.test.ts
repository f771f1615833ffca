import { describe, expect, it } from 'vitest';
import { tagsOfNotice } from './page-change-feed';

describe('tagsOfNotice', () => {
  it.each([
    {
      notice: 'jobs franken o1,o2 j1,j2',
      tags: ['jobs:franken', 'organization:o1', 'organization:o2', 'job:j1', 'job:j2'],
    },
    { notice: 'organizations berlin o1', tags: ['organizations:berlin', 'jobs:berlin', 'organization:o1'] },
    { notice: 'blog chiemgau p1,p2', tags: ['blog:chiemgau', 'blog-post:p1', 'blog-post:p2'] },
    { notice: 'blog chiemgau p1 extra', tags: 'all' },
    { notice: 'all', tags: 'all' },
    { notice: 'jobs', tags: 'all' },
    { notice: 'something new', tags: 'all' },
    { notice: 'jobs franken o1 j1 extra', tags: 'all' },
  ])('$notice', ({ notice, tags }) => {
    expect(tagsOfNotice(notice)).toEqual(tags);
  });
});
