import { describe, expect, it } from 'vitest';
import { placeSlug } from './place-slug';

describe('placeSlug', () => {
  it.each([
    ['Nürnberg', 'nuernberg'],
    ['Saarbrücken', 'saarbruecken'],
    ['St. Wendel', 'sankt-wendel'],
    ['Sankt Wendel', 'sankt-wendel'],
    ['Wasserburg a. Inn', 'wasserburg-am-inn'],
    ['Bad Aibling, Ortsteil Mitte', 'bad-aibling-ortsteil-mitte'],
    ['Fürth (Bayern)', 'fuerth-bayern'],
    ['Weißenburg i. Bay.', 'weissenburg-im-bay'],
    ['  ', ''],
    ['★', ''],
  ])('%s → %s', (label, slug) => {
    expect(placeSlug(label)).toBe(slug);
  });
});
