import { describe, expect, it } from 'vitest';
import { termPathAlias } from './term-path-alias';

describe('a term path alias', () => {
  it.each([
    ['the locale has its own alias', { de: 'vollzeit', en: 'full-time' }, 'en', 'full-time'],
    ['the German alias on a German site', { de: 'vollzeit', en: 'full-time' }, 'de', 'vollzeit'],
    ['the locale has none: the German one', { de: 'vollzeit' }, 'en', 'vollzeit'],
    ['no alias at all: none (linked by tid)', {}, 'de', null],
    ['only another language: none', { fr: 'temps-plein' }, 'de', null],
  ])('%s', (_case, aliases, locale, alias) => {
    expect(termPathAlias(aliases, locale)).toBe(alias);
  });
});
