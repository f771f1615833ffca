import { describe, expect, it } from 'vitest';
import { fulltextTerms, likeContains, prefixTsQuery } from './fulltext-terms';

describe('fulltextTerms', () => {
  it.each([
    ['Pflege', ['pflege']],
    ['Erzieher (m/w/d)', ['erzieher']],
    ['Pflegefachkraft in Rosenheim', ['pflegefachkraft', 'rosenheim']],
    ['Kfz-Mechatroniker', ['kfz', 'mechatroniker']],
    ['Koch & Köchin; DROP TABLE jobs--', ['koch', 'köchin', 'drop', 'table']],
    ['  ', []],
    ['a b c', []],
    ['Pflege pflege PFLEGE', ['pflege']],
  ])('%s → %j', (keys, expected) => {
    expect(fulltextTerms(keys)).toEqual(expected);
  });

  it('keeps at most 8 words', () => {
    expect(fulltextTerms('eins zwei drei vier fünf sechs sieben acht neun zehn')).toHaveLength(8);
  });

  it('passes only letters and digits to the query parser, and escapes LIKE patterns', () => {
    expect(prefixTsQuery("pfle'ge")).toBe('pflege:*');
    expect(likeContains('50%_\\')).toBe('%50\\%\\_\\\\%');
  });
});
