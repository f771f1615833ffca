import { describe, expect, it } from 'vitest';
import { decodeErrorList, decodeErrorText } from './error-list';

describe('decodeErrorText (docs/product.md §8: URL-decoded, plus as space)', () => {
  it.each([
    ['plain text stays', 'Abo nicht gefunden', 'Abo nicht gefunden'],
    ['plus becomes a space', 'Abo+nicht+gefunden', 'Abo nicht gefunden'],
    ['escapes are decoded', 'Abo%20l%C3%A4uft%20ab', 'Abo läuft ab'],
    ['both together', 'Fehler+bei+%C3%9Cbertragung%3A+bitte+sp%C3%A4ter', 'Fehler bei Übertragung: bitte später'],
    ['an encoded plus stays a plus', '1%2B1', '1+1'],
    ['a stray percent sign is kept', '100%+gebucht', '100% gebucht'],
    ['valid escapes beside a broken one', '50%+von+%C3%A4+und+%E2%82', '50% von ä und %E2%82'],
    ['surrounding spaces are trimmed', '++Fehler++', 'Fehler'],
  ])('%s', (_name, raw, expected) => {
    expect(decodeErrorText(raw)).toBe(expected);
  });
});

describe('decodeErrorList', () => {
  it('decodes every entry, drops empty ones and repeats, keeps the order', () => {
    expect(decodeErrorList(['Zweiter+Fehler', '', '+', 'Erster%20Fehler', 'Zweiter Fehler'])).toEqual([
      'Zweiter Fehler',
      'Erster Fehler',
    ]);
  });

  it('is empty for no errors', () => {
    expect(decodeErrorList([])).toEqual([]);
  });
});
