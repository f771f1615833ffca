import { describe, expect, it } from 'vitest';
import { getRegion, REGIONS } from '@/regions/registry';
import { mix } from '@/lib/contract';
import { themeColours } from '@/lib/theme/theme-variables';
import { illustrationOf, motifOf } from './illustration-shapes';

const pictureOf = (id: string) => {
  const region = getRegion(id)!;
  return illustrationOf({ id, places: region.GEO_INFO.fixtures, colours: themeColours(region.THEME) });
};

describe('the front page landscape', () => {
  it.each([
    ['chiemgau', 'alps'],
    ['allgaeu', 'alps'],
    ['hamburg', 'coast'],
    ['schleswig-holstein', 'coast'],
    ['franken', 'hills'],
    ['sachsen', 'hills'],
  ])('%s looks at %s (from where its places lie)', (id, motif) => {
    expect(motifOf(getRegion(id)!.GEO_INFO.fixtures)).toBe(motif);
  });

  it.each(REGIONS.map((r) => [r.id]))('%s: the same picture on every request, in its own colours, small', (id) => {
    const picture = pictureOf(id);
    expect(pictureOf(id)).toEqual(picture);
    const { primary, strong } = themeColours(getRegion(id)!.THEME);
    const palette = [primary, strong, '#ffffff', mix(strong, primary, 0.5)];
    for (const weight of [0.08, 0.28, 0.3, 0.5]) palette.push(mix(primary, '#ffffff', weight));
    for (const fill of [picture.sky, picture.sun.fill, ...picture.shapes.map((s) => s.fill)])
      expect(palette).toContain(fill);
    // Inlined into the page: a few kilobytes of paths at most.
    expect(picture.shapes.reduce((sum, s) => sum + s.d.length, 0)).toBeLessThan(3_000);
  });

  it('differs between two sites of the same motif and colour', () => {
    expect(pictureOf('franken').shapes).not.toEqual(pictureOf('stuttgart').shapes);
  });
});
