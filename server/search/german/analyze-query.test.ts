import { describe, expect, it } from 'vitest';
import { analyzeQuery, correctedKeys } from './analyze-query';
import { correctedWord, correctTypo, editDistance } from './typo';

const forms = (keys: string, lexicon: string[] = []) =>
  analyzeQuery(keys, lexicon).map((t) => t.forms.map((f) => f.text));

describe('analyzeQuery: how job seekers type', () => {
  it.each([
    ['MFA', ['medizinische fachangestellte', 'arzthelfer']],
    ['SHK', ['anlagenmechaniker', 'heizungsbauer']],
    ['Kfz', ['kraftfahrzeug']],
    ['Krankenschwester', ['pflegefachkraft', 'gesundheits- und krankenpfleger']],
    ['Schreiner', ['tischler']],
    ['Tischler', ['schreiner']],
    ['Metzger', ['fleischer']],
    ['Developer', ['entwickler', 'softwareentwickler']],
    ['Sales', ['vertrieb', 'verkauf']],
    ['Putzfrau', ['reinigungskraft']],
    ['Kauffrau', ['kaufmann']],
    ['Erzieherin', ['erzieher']],
    ['Baecker', ['bäcker']],
  ])('%s also looks for %j', (keys, expected) => {
    expect(forms(keys)[0]).toEqual(expect.arrayContaining(expected));
  });

  it('matches short abbreviations as whole words only', () => {
    const [kfz] = analyzeQuery('kfz');
    expect(kfz.forms.find((f) => f.text === 'kfz')).toEqual({ text: 'kfz', match: 'whole' });
    expect(kfz.forms.find((f) => f.text === 'car')).toEqual({ text: 'car', match: 'whole' });
    expect(analyzeQuery('pflege')[0].forms[0]).toEqual({ text: 'pflege', match: 'part' });
  });

  it('does not turn "Entwickler" into "Entwicklung"', () => {
    expect(forms('Entwickler')[0].some((f) => f.startsWith('entwicklung'))).toBe(false);
  });

  it('corrects a typo with the lexicon of title words, only when the word occurs nowhere', () => {
    const lexicon = ['pflegefachkraft', 'elektriker', 'gabelstaplerfahrer', 'erzieher'];
    expect(forms('Pflegefachkarft', lexicon)[0]).toContain('pflegefachkraft');
    expect(forms('Elektirker', lexicon)[0]).toContain('elektriker');
    expect(forms('Stapler', lexicon)[0]).not.toContain('elektriker');
  });

  it.each([
    ['Plfege', 'pflege'],
    ['Elektirker in Teilzeit', 'elektriker teilzeit'],
    ['Pflegefachkarft', 'pflegefachkraft'],
  ])('names the corrected words of %j: %j', (keys, expected) => {
    expect(correctedKeys(analyzeQuery(keys, ['pflegefachkraft', 'elektriker', 'teilzeit']))).toBe(expected);
  });

  it('names no correction when every word occurs in a title', () => {
    expect(correctedKeys(analyzeQuery('Pflege Teilzeit', ['pflegefachkraft', 'teilzeit']))).toBeNull();
  });
});

describe('typo distance', () => {
  it.each([
    ['pflegefachkarft', 'pflegefachkraft', 1],
    ['elektirker', 'elektriker', 1],
    ['erziher', 'erzieher', 1],
    ['koch', 'kuchen', 3],
  ])('%s ↔ %s: %i', (a, b, d) => {
    expect(editDistance(a, b, 3)).toBe(Math.min(d, 4));
  });

  it('allows no typo in short words and finds a word from its mistyped start', () => {
    expect(correctTypo('kich', ['koch'])).toEqual([]);
    expect(correctTypo('gabelstab', ['gabelstaplerfahrer'])).toEqual(['gabelstaplerfahrer']);
  });

  it.each([
    ['elektirker', 'elektriker', 'elektriker'],
    ['plfege', 'pflegefachkraft', 'pflege'],
    ['gabelstab', 'gabelstaplerfahrer', 'gabelstap'],
    ['pflge', 'pflegehelfer', 'pflege'],
  ])('%s meant by %s reads %s', (typed, candidate, expected) => {
    expect(correctedWord(typed, candidate)).toBe(expected);
  });
});
