import { describe, expect, it } from 'vitest';
import { SELLER_MARKER, splitAtSellerMarker } from './seller-marker';

describe('splitAtSellerMarker', () => {
  it('cuts the body where the seller block goes', () => {
    expect(splitAtSellerMarker(`<h2>Kontakt</h2>${SELLER_MARKER}<p>Danach</p>`)).toEqual({
      before: '<h2>Kontakt</h2>',
      after: '<p>Danach</p>',
    });
  });

  it('shows the seller once: a second marker is dropped', () => {
    expect(splitAtSellerMarker(`${SELLER_MARKER}<p>a</p>${SELLER_MARKER}`)).toEqual({ before: '', after: '<p>a</p>' });
  });

  it('is null for a page without the marker', () => {
    expect(splitAtSellerMarker('<p>{{anbieter}} im Text</p>')).toBeNull();
  });
});
