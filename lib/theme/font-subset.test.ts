import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import de from '@/messages/de.json';
import { REGIONS } from '@/regions/registry';
import { inSubset, subsetUnicodeRange } from './font-subset';

const outside = (text: string) => [...new Set([...text].filter((char) => !inSubset(char)))];

describe('the preloaded typeface', () => {
  it('has every letter and sign of the interface texts, so none of them waits for a second font file', () => {
    expect(outside(JSON.stringify(de))).toEqual([]);
  });

  it('has every letter of every site name, description and place quick-pick', () => {
    const texts = REGIONS.map((r) =>
      [
        r.SITENAME,
        r.SITE_DESCRIPTION,
        r.REGION_NAME_IN,
        r.REGION_NAME_FROM,
        ...r.GEO_INFO.fixtures.map((g) => g.label),
      ].join(' '),
    );
    expect(outside(texts.join(' '))).toEqual([]);
  });

  it('declares exactly the characters of its file as its unicode-range', () => {
    const fonts = readFileSync(new URL('./fonts.ts', import.meta.url), 'utf8');
    expect(fonts).toContain(`'${subsetUnicodeRange()}'`);
  });
});
