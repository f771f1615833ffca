import { describe, expect, it } from 'vitest';
import { foldGermanLetters } from './fold-german-letters';

describe('foldGermanLetters', () => {
  it.each([
    ['verkäufer', 'verkaeufer'],
    ['köchin', 'koechin'],
    ['fürth', 'fuerth'],
    ['weißwasser', 'weisswasser'],
    ['café', 'cafe'],
    ['teilzeit', 'teilzeit'],
  ])('%s → %s', (typed, folded) => expect(foldGermanLetters(typed)).toBe(folded));
});
