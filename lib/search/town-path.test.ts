import { describe, expect, it } from 'vitest';
import type { TermLookup } from './term-lookup';
import { townInPath, townSegment } from './town-path';

const TERMS: Record<string, { field: string; value: string }> = {
  teilzeit: { field: 'employment_type', value: '2002' },
  'pflege-gesundheit': { field: 'occupational_field', value: '1001' },
};
const terms: TermLookup = { byAlias: (alias) => TERMS[alias], aliasOf: () => undefined };

describe('town segments of a listing path', () => {
  it.each([
    [['nuernberg'], { slug: 'nuernberg', fieldTid: null }],
    [['pflege-gesundheit', 'nuernberg'], { slug: 'nuernberg', fieldTid: 1001 }],
    [['teilzeit', 'nuernberg'], null],
    [['pflege-gesundheit', 'teilzeit'], null],
    [['teilzeit'], null],
    [[], null],
    [['pflege-gesundheit', 'nuernberg', 'mitte'], null],
    [['N%C3%BCrnberg'], null],
    [['Nuernberg'], null],
  ])('%j asks for %j', (segments, expected) => {
    expect(townInPath(segments, terms)).toEqual(expected);
  });

  it.each([
    [['Nürnberg'], 'nuernberg'],
    [['Nürnberg', 'Fürth'], null],
    [['★'], null],
    [undefined, null],
  ])('the state with places %j has the town segment %s', (places, segment) => {
    expect(townSegment(places)).toBe(segment);
  });
});
