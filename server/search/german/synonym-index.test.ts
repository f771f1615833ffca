import { describe, expect, it } from 'vitest';
import { closeGroups, MERGED_GROUPS, phraseAt, SYNONYMS } from './synonym-index';
import { searchTerms } from './analyze-query';

describe('closeGroups: groups that share a form reach each other', () => {
  it.each([
    [
      [['a', 'b'], ['b', 'c'], ['d']],
      [['a', 'b', 'c'], ['d']],
    ],
    [
      [
        ['a', 'b'],
        ['c', 'd'],
        ['d', 'e'],
        ['e', 'a'],
      ],
      [['a', 'b', 'c', 'd', 'e']],
    ],
    [
      [['a'], ['b']],
      [['a'], ['b']],
    ],
    [
      [
        ['a', 'b'],
        ['c', 'd'],
        ['b', 'c'],
      ],
      [['a', 'b', 'c', 'd']],
    ],
  ])('%j → %j', (groups, merged) => {
    expect(closeGroups(groups).map((g) => [...g].sort())).toEqual(merged);
  });

  it('joins the tables through shared forms, and keeps unrelated jobs apart', () => {
    // Krankenschwester's group and Pflegekraft's group share "pflegefachkraft".
    expect(SYNONYMS.get('krankenschwester')).toEqual(expect.arrayContaining(['pflegeperson', 'caregiver']));
    // English titles reach the German tables: "accountant" is in both, "bookkeeper" only in the German one.
    expect(SYNONYMS.get('hr manager')).toEqual(expect.arrayContaining(['personalreferent', 'personalleiter']));
    expect(SYNONYMS.get('helfer')).not.toContain('minijob');
    expect(SYNONYMS.get('key account manager')).not.toContain('verkauf');
    expect(SYNONYMS.get('personalreferent')).not.toContain('recruiter');
    // Every form is in exactly one merged group.
    const forms = MERGED_GROUPS.flat();
    expect(new Set(forms).size).toBe(forms.length);
  });
});

describe('phrases of the synonym tables in what seekers type', () => {
  it.each([
    ['Fachkraft für Lagerlogistik', ['fachkraft für lagerlogistik']],
    ['Kaufmann im Einzelhandel Nürnberg', ['kaufmann im einzelhandel', 'nürnberg']],
    ['Garten- und Landschaftsbau', ['garten- und landschaftsbau']],
    [
      'Anlagenmechaniker für Sanitär-, Heizungs- und Klimatechnik',
      ['anlagenmechaniker für sanitär-, heizungs- und klimatechnik'],
    ],
    ['LKW Fahrer', ['lkw-fahrer']],
    ['Key Account Manager', ['key account manager']],
    ['Fachkraft in der Lagerlogistik', ['fachkraft', 'lagerlogistik']],
  ])('%s → %j', (keys, terms) => {
    expect(searchTerms(keys)).toEqual(terms);
  });

  it('takes the longest phrase that starts at a word', () => {
    expect(phraseAt(['key', 'account', 'manager', 'gesucht'], 0)).toEqual({ form: 'key account manager', length: 3 });
    expect(phraseAt(['pflege', 'nachtdienst'], 0)).toBeNull();
  });
});
