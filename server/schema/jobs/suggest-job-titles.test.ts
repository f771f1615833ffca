// @module-tag postgres
// suggestJobTitles through the real route handler: titles of the site's open jobs for the "Was" field.
import { firstError, gql, OTHER_REGION } from '../../graphql/testing';
import { describe, expect, it } from 'vitest';
import { tag, useSearchJobsFixture } from './search-jobs-testing';

useSearchJobsFixture();

const QUERY = 'query($prefix: String!, $limit: Int) { suggestJobTitles(prefix: $prefix, limit: $limit) }';

async function suggest(variables: Record<string, unknown>, region?: string): Promise<string[]> {
  const result = await gql(QUERY, variables, region ? { region } : {});
  expect(firstError(result)).toBeNull();
  return result.json.data!.suggestJobTitles as string[];
}

describe('suggestJobTitles', () => {
  it('suggests open jobs’ titles without the gender marker, from a word start or a word part', async () => {
    expect(await suggest({ prefix: `${tag} Pflegef` })).toEqual([`Pflegefachkraft ${tag}`]);
    // "pfleg" starts a part of "Altenpflegerin"; the expired and the scheduled Pflegehelfer are no suggestion,
    // the occupational field "Pflege …" is one.
    expect((await suggest({ prefix: `pfleg ${tag}` })).sort()).toEqual([
      `Altenpflegerin ${tag}`,
      `Pflege ${tag}`,
      `Pflegefachkraft ${tag}`,
    ]);
  });

  it('keeps to the caller’s site and to the limit', async () => {
    expect(await suggest({ prefix: `${tag} Pflegef` }, OTHER_REGION)).toEqual([
      `Pflegefachkraft Rosenheim-Seite ${tag}`,
    ]);
    expect(await suggest({ prefix: tag, limit: 2 })).toHaveLength(2);
  });

  it.each([
    ['a prefix of one character', { prefix: ' P ' }],
    ['a limit over 8', { prefix: 'Pflege', limit: 9 }],
    ['an over-long prefix', { prefix: 'x'.repeat(61) }],
  ])('answers %s as bad input', async (_name, variables) => {
    expect(firstError(await gql(QUERY, variables))).toMatchObject({ code: 'BAD_USER_INPUT' });
  });
});
