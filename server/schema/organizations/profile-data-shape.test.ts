import { describe, expect, it } from 'vitest';
import { fileIdsOf, shapeProfileData } from './profile-data-shape';

describe('shapeProfileData (a draft as typed, read defensively)', () => {
  it('fills what is missing with empty values', () => {
    const shaped = shapeProfileData({});
    expect(shaped).toMatchObject({
      companyInfo: null,
      info: { name: null, profiles: { xing: null, blueSky: null } },
      about: { industry: [], occupation: [], fieldsOfStudy: [], size: null },
      benefits: [],
      faq: [],
    });
  });

  it.each([
    [
      'a tid that is text',
      { benefits: [1, 'x', 2.5, 3] },
      (s: ReturnType<typeof shapeProfileData>) => s.benefits,
      [1, 3],
    ],
    ['a size that is text', { about: { size: '12' } }, (s: ReturnType<typeof shapeProfileData>) => s.about.size, null],
    [
      'a gallery image without a file',
      { gallery: [{ alt: 'x' }, { fileId: 'f1' }] },
      (s: ReturnType<typeof shapeProfileData>) => s.gallery.map((g) => g.fileId),
      ['f1'],
    ],
    ['a section that is no object', { info: 'kaputt' }, (s: ReturnType<typeof shapeProfileData>) => s.info.name, null],
    [
      'an address without a country',
      { furtherLocations: [{ name: 'Werk', address: { locality: 'Au' } }] },
      (s: ReturnType<typeof shapeProfileData>) => s.furtherLocations[0].address?.countryCode,
      'DE',
    ],
  ])('reads %s as empty', (_name, data, pick, expected) => {
    expect(pick(shapeProfileData(data))).toEqual(expected);
  });

  it('lists every file the profile uses once', () => {
    const shaped = shapeProfileData({
      info: { logoFileId: 'a', coverFileId: 'b' },
      contactPeople: [{ photoFileId: 'c' }],
      gallery: [{ fileId: 'a' }],
      videos: [{ coverFileId: 'd', source: 'https://v.example' }],
      attachments: ['e'],
    });
    expect(fileIdsOf(shaped)).toEqual(['a', 'b', 'c', 'd', 'e']);
  });
});
