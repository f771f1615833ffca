import { describe, expect, it } from 'vitest';
import { SELLER_MARKER } from '../../regions/seller-marker';
import { isLegalPage, landingAdsPlan, pickLandingAds } from './landing-ads';

const on = { FEATURES: { LANDING_ADS: true }, PRIVACY_LINK: '/datenschutz' };
const off = { FEATURES: { LANDING_ADS: false }, PRIVACY_LINK: '/datenschutz' };
const topic = '<h2>Pflege</h2>\n<p>{{stellenanzeigen: Pflege }}</p>\n<p>Mehr Text</p>';

describe('isLegalPage', () => {
  it.each([
    ['/impressum', '<p>x</p>', '/datenschutz', true],
    ['/datenschutz', '<p>x</p>', '/datenschutz', true],
    ['/agb', '<p>x</p>', '/datenschutz', true],
    ['/privatsphaere', '<p>x</p>', '/privatsphaere', true],
    ['/ueber-uns', `<p>Anbieter:</p>${SELLER_MARKER}`, '/datenschutz', true],
    ['/pflege-jobs', topic, '/datenschutz', false],
    ['/ueber-uns', '<p>x</p>', 'https://example.org/datenschutz', false],
  ])('%s with privacy link %s → %s', (slug, body, privacy, legal) => {
    expect(isLegalPage({ PRIVACY_LINK: privacy }, slug, body)).toBe(legal);
  });
});

describe('landingAdsPlan', () => {
  it.each([
    ['a topic page with a marker, flag on', on, '/pflege-jobs', topic, { search: 'Pflege' }],
    ['a page without a marker: the newest jobs', on, '/ueber-uns', '<p>Wir</p>', { search: '' }],
    ['an empty marker: the newest jobs', on, '/ueber-uns', '<p>{{stellenanzeigen}}</p>', { search: '' }],
    [
      'the first of two markers',
      on,
      '/x',
      '<p>{{stellenanzeigen:Lager}}</p><p>{{stellenanzeigen:Pflege}}</p>',
      {
        search: 'Lager',
      },
    ],
    ['flag off', off, '/pflege-jobs', topic, null],
    ['a legal page with a marker, flag on', on, '/datenschutz', topic, null],
  ])('%s', (_name, region, slug, body, ads) => {
    expect(landingAdsPlan(region, slug, body).ads).toEqual(ads);
  });

  it('takes every marker out of the body, whatever the flag', () => {
    for (const region of [on, off]) {
      const { body } = landingAdsPlan(region, '/pflege-jobs', `${topic}<p>{{ StellenAnzeigen }}</p>`);
      expect(body).toBe('<h2>Pflege</h2>\n\n<p>Mehr Text</p>');
    }
  });

  it('leaves a body without markers as it is', () => {
    expect(landingAdsPlan(on, '/x', '<p>{{anbieter}}</p>').body).toBe('<p>{{anbieter}}</p>');
  });

  it('cuts a long search', () => {
    expect(landingAdsPlan(on, '/x', `<p>{{stellenanzeigen: ${'a'.repeat(300)}}}</p>`).ads?.search).toHaveLength(100);
  });
});

describe('pickLandingAds', () => {
  const job = (id: string, featured = false) => ({ id, featured });
  it.each([
    ['none', [], []],
    ['newest first as the search gave them', [job('a'), job('b')], ['a', 'b']],
    ['featured first, each group in order', [job('a'), job('b', true), job('c'), job('d', true)], ['b', 'd', 'a', 'c']],
    ['at most five', ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((id) => job(id)), ['a', 'b', 'c', 'd', 'e']],
    [
      'a featured sixth still shows',
      [...['a', 'b', 'c', 'd', 'e'].map((id) => job(id)), job('f', true)],
      ['f', 'a', 'b', 'c', 'd'],
    ],
  ])('%s', (_name, jobs, ids) => {
    expect(pickLandingAds(jobs).map((j) => j.id)).toEqual(ids);
  });
});
