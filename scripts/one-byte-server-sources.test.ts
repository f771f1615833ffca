import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { oneByteSource } from './one-byte-server-sources';

/** What a module's `module.exports` holds, as JSON (regular expressions by what they match). */
function exportsOf(source: string): string {
  const loaded = { exports: {} as unknown };
  runInNewContext(source, { module: loaded, String });
  return JSON.stringify(loaded.exports, (_key, value: unknown) =>
    value instanceof RegExp || Object.prototype.toString.call(value) === '[object RegExp]'
      ? ['–', '—', '€', '😀', 'a'].map((text) => (value as RegExp).test(text))
      : value,
  );
}

describe('server sources in one byte a character', () => {
  it.each([
    ['a string literal', 'module.exports = ["5–10 Jahre", \'Gehalt in €\'];'],
    ['a template without a tag', 'const x = 3; module.exports = [`${x}-€-Job – ab sofort`];'],
    ['a regular expression, plain and with the u flag', 'module.exports = [/[–—]/, /😀|€/u, /^a–?$/];'],
    ['a comment', '/* Bis – zu */ module.exports = [1]; // „Anführung“'],
    ['an identity escape before the character', 'module.exports = ["\\–", /\\€/];'],
    ['a character outside the first plane', 'module.exports = ["Top 😀 Job"];'],
    ['an identifier and a property name', 'const π = 3; module.exports = [π, { ﬀ: "ff", ß: 1 }];'],
    ['JSON parsed from a string', 'module.exports = JSON.parse(\'{"t":"Vollzeit – unbefristet"}\');'],
  ])('%s: the escaped module exports the same, and holds only Latin-1', (_, source) => {
    const escaped = oneByteSource(source);
    expect(escaped).not.toBeNull();
    expect(escaped).not.toMatch(/[^\u0000-\u00ff]/);
    expect(exportsOf(escaped!)).toBe(exportsOf(source));
  });

  it.each([
    ['a tagged template (its tag may read the raw text)', 'module.exports = [String.raw`a–b`];'],
    ['a file that does not parse', 'module.exports = ["–";'],
    ['a file already in Latin-1', 'module.exports = ["Beschäftigung"];'],
  ])('leaves %s as it is', (_, source) => expect(oneByteSource(source)).toBeNull());
});
