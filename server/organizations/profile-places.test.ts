import { describe, expect, it } from 'vitest';
import { locatedFurtherLocations, mainPointUpdate, placePoint } from './profile-places';

const ROSENHEIM = { lat: expect.closeTo(47.86, 1), lon: expect.closeTo(12.12, 1) };
const NUERNBERG = { lat: expect.closeTo(49.45, 1), lon: expect.closeTo(11.08, 1) };

describe('where an employer is', () => {
  it.each([
    ['a town', 'Rosenheim', undefined, ROSENHEIM],
    ['a postal code with its town', '83022 Rosenheim', undefined, ROSENHEIM],
    ['a label the gazetteer does not know, with an address', 'Zentrale am Hafen', { zip: '90402' }, NUERNBERG],
    ['only the town of the address', '', { locality: 'Nürnberg' }, NUERNBERG],
    ['nothing known', 'Zentrale am Hafen', { locality: 'Nirgendwo-am-See' }, null],
  ])('%s', (_case, label, address, point) => {
    expect(placePoint(label, address)).toEqual(point);
  });
});

describe('the point on publish', () => {
  const before = { location: 'Rosenheim', zip: '83022', locality: 'Rosenheim', hasPoint: true };
  const address = { zip: '83022', locality: 'Rosenheim' };

  it.each([
    ['unchanged: the precise point stays', before, { location: 'Rosenheim', address }, null],
    ['moved: the new place', before, { location: 'Nürnberg', address: { zip: '90402' } }, NUERNBERG],
    ['moved somewhere unknown: no point', before, { location: 'Am Hafen', address: {} }, { lat: null, lon: null }],
    ['unchanged, but never placed', { ...before, hasPoint: false }, { location: 'Rosenheim', address }, ROSENHEIM],
  ])('%s', (_case, was, now, update) => {
    expect(mainPointUpdate(was, now)).toEqual(update);
  });

  it('places further locations by their address', () => {
    expect(
      locatedFurtherLocations([
        { name: 'Werk Nürnberg', address: { countryCode: 'DE', zip: '90402' }, lat: 1, lon: 1 },
        { name: 'Lager', address: { countryCode: 'DE', locality: 'Nirgendwo-am-See' } },
      ]),
    ).toEqual([
      { name: 'Werk Nürnberg', address: { countryCode: 'DE', zip: '90402' }, ...NUERNBERG },
      { name: 'Lager', address: { countryCode: 'DE', locality: 'Nirgendwo-am-See' } },
    ]);
  });
});
