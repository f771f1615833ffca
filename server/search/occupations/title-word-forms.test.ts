import { describe, expect, it } from 'vitest';
import { baseWord, headFirst, masculineOf } from './title-word-forms';

describe('one title word in its base form', () => {
  it.each([
    ['erzieherin', 'erzieher'],
    ['psychologin', 'psychologe'],
    ['orthopädin', 'orthopäde'],
    ['gehilfin', 'gehilfe'],
    ['fotografin', 'fotograf'],
    ['chefin', 'chef'],
    ['thoraxchirurgin', 'thoraxchirurg'],
    ['gesundheitsökonomin', 'gesundheitsökonom'],
    ['detektivin', 'detektiv'],
    ['hufschmiedin', 'hufschmied'],
    ['platzwartin', 'platzwart'],
    ['stadträtin', 'stadtrat'],
    ['bankkauffrau', 'bankkaufmann'],
    ['anwaeltin', 'anwalt'],
    ['medizin', null],
    ['disziplin', null],
    ['frau', null],
  ])('the masculine form of %s is %s', (word, expected) => {
    expect(masculineOf(word)).toBe(expected);
  });

  it.each([
    ['technischer', 'technische'],
    ['kaufmännischen', 'kaufmännische'],
    ['fachangestellter', 'fachangestellte'],
    ['sachverständiger', 'sachverständige'],
    ['leitender', 'leitende'],
    ['examinierter', 'examinierte'],
    ['fachkräfte', 'fachkraft'],
    ['kaufleute', 'kaufmann'],
    ['fischer', 'fischer'],
    ['binnenfischer', 'binnenfischer'],
    ['gebäudereiniger', 'gebäudereiniger'],
    ['leiter', 'leiter'],
  ])('the base form of %s is %s', (word, expected) => {
    expect(baseWord(word)).toBe(expected);
  });

  it.each([
    ['lagerlogistikfachkraft', ['fachkraft', 'lagerlogistik']],
    ['versicherungskaufmann', ['kaufmann', 'versicherung']],
    ['lagerhelfer', ['helfer', 'lager']],
    ['fachkaufmann', ['fachkaufmann']],
    ['kaufmann', ['kaufmann']],
    ['lagerist', ['lagerist']],
  ])('puts the head noun of %s first', (word, expected) => {
    expect(headFirst(word)).toEqual(expected);
  });
});
