import { describe, expect, it } from 'vitest';
import { analyzeQuery } from '../german/analyze-query';
import { occupationFieldWords, widenedOccupations, withOccupations } from './query-occupations';

const analyzed = (keys: string) => withOccupations(analyzeQuery(keys));

describe('the occupations a query names', () => {
  it.each([
    // The seeker's word and the ads' words name the same occupation (docs/architecture.md).
    ['Buchhalter', '72213'],
    ['Lagerhelfer', '51311'],
    ['Putzfrau', '54101'],
    ['Krankenschwester', '81302'],
    ['Köchin', '29302'],
    // A word naming none itself, named by most of its synonyms.
    ['Programmierer', '43414'],
  ])('%s → %s', (keys, code) => {
    const [term] = analyzed(keys);
    expect(term.occupations).toContain(code);
  });

  it('keeps a word that names no occupation as it was', () => {
    const [term] = analyzed('Pflege');
    expect(term.occupations).toBeUndefined();
    expect(term.forms[0]).toEqual({ text: 'pflege', match: 'part' });
  });

  it('merges words that name an occupation only together, and only those', () => {
    const terms = analyzed('Fachkraft Lagerlogistik Nachtschicht');
    expect(terms.map((t) => t.typed)).toEqual(['fachkraft lagerlogistik', 'nachtschicht']);
    expect(terms[0].occupations).toEqual(['51312']);
    // "Buchhalter Lohn" is "Buchhalter" and a word, not an occupation of two words.
    expect(analyzed('Buchhalter Lohn').map((t) => t.typed)).toEqual(['buchhalter', 'lohn']);
  });

  it('adds the occupation’s field as a weaker form: ads name the field where no title names the person', () => {
    expect(occupationFieldWords(['72213'])).toEqual(['buchhaltung']);
    expect(analyzed('Buchhalter')[0].forms).toContainEqual({ text: 'buchhaltung', match: 'parts' });
    // Fields of several words are left out.
    expect(occupationFieldWords(['81302'])).toEqual([]);
  });

  it('widens to the wider groups when the exact occupations find nothing', () => {
    const terms = analyzed('Dachdecker Nachtschicht');
    expect(widenedOccupations(terms, 3)?.[0].occupations).toEqual(['321']);
    expect(widenedOccupations(terms, 2)?.[0].occupations).toEqual(['32']);
    expect(widenedOccupations(terms, 3)?.[1]).toEqual(terms[1]);
    expect(widenedOccupations(analyzed('Pflege'), 3)).toBeNull();
  });
});
