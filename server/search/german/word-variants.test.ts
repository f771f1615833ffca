import { describe, expect, it } from 'vitest';
import { masculineForm, otherGender, singularForm, umlautForms, wordVariants } from './word-variants';

describe('German job word forms', () => {
  it.each([
    ['erzieherin', 'erzieher'],
    ['altenpflegerin', 'altenpfleger'],
    ['friseurin', 'friseur'],
    ['ingenieurin', 'ingenieur'],
    ['ärztin', 'arzt'],
    ['fachärztin', 'facharzt'],
    ['köchin', 'koch'],
    ['verkäuferinnen', 'verkäufer'],
    ['medizin', null],
    ['berlin', null],
    ['termin', null],
  ])('the masculine form of %s is %s', (word, expected) => {
    expect(masculineForm(word)).toBe(expected);
  });

  it.each([
    ['pflegekräfte', 'pflegekraft'],
    ['köche', 'koch'],
    ['fahrern', 'fahrer'],
    ['elektrikern', 'elektriker'],
    ['entwickler', null],
    ['koch', null],
  ])('the singular of %s is %s', (word, expected) => {
    expect(singularForm(word)).toBe(expected);
  });

  it('swaps -frau and -mann', () => {
    expect(otherGender('kauffrau')).toEqual(['kaufmann']);
    expect(otherGender('fachmann')).toEqual(['fachfrau']);
    expect(otherGender('kaufleute')).toEqual(['kaufmann', 'kauffrau']);
  });

  it('reads umlauts typed as ae/oe/ue and ß as ss', () => {
    expect(umlautForms('baecker')).toContain('bäcker');
    expect(umlautForms('bäcker')).toContain('baecker');
    expect(umlautForms('schweisser')).toContain('schweißer');
  });

  it('"Entwickler" keeps to itself: no form of it is "entwicklung"', () => {
    expect(wordVariants('entwickler').some((f) => 'entwicklung'.startsWith(f) && f.length > 7)).toBe(false);
    expect(wordVariants('erzieherin')).toEqual(expect.arrayContaining(['erzieherin', 'erzieher']));
  });
});
