import { describe, expect, it } from 'vitest';
import { decompound, vocabularyOf } from './decompound';

/** Title words as the lexicon holds them (jobs of a small board). */
const vocabulary = vocabularyOf([
  'lagerlogistik',
  'fachkraft',
  'altenpflegerin',
  'pflegehelfer',
  'nachtdienst',
  'kraftfahrer',
]);

describe('decompound: a typed compound and its parts', () => {
  it.each([
    ['lagerlogistikfachkraft', ['lagerlogistik', 'fachkraft'], null],
    ['altenpflegehelfer', ['altenpflege', 'helfer'], 'pflegehelfer'],
    ['nachtdienstpflegehelfer', ['nachtdienst', 'pflegehelfer'], 'pflegehelfer'],
    // A linking "s" between the parts is not part of the head.
    ['lagerlogistiksfahrer', ['lagerlogistik', 'fahrer'], null],
  ])('%s → %j (broader %s)', (word, parts, broader) => {
    expect(decompound(word, vocabulary)).toEqual({ parts, broader });
  });

  it.each(['stapler', 'krankenschwester', 'xylophonbauer', 'pflege-helfer'])('leaves %s whole', (word) => {
    expect(decompound(word, vocabulary)).toBeNull();
  });
});
