import { describe, expect, it } from 'vitest';
import { type FieldError, parseProfile, profileMessages as m } from './profile-input';
import { dropRefused } from './profile-references';

const info = (extra: Record<string, unknown> = {}) => ({ name: 'Klinikum Rosenheim', profiles: {}, ...extra });
const about = { industry: [], occupation: [], fieldsOfStudy: [] };
const address = { countryCode: 'de', locality: 'Rosenheim', zip: '83022' };

describe('parseProfile (docs/product.md §3 groups, German messages per field)', () => {
  it.each([
    ['info without a name', { info: info({ name: '  ' }) }, 'info.name', m.name],
    ['a website without a scheme', { info: info({ website: 'klinikum.de' }) }, 'info.website', m.url],
    [
      'a javascript: link as xing profile',
      { info: info({ profiles: { xing: 'javascript:alert(1)' } }) },
      'info.profiles.xing',
      m.url,
    ],
    ['a logo id that is no id', { info: info({ logoFileId: '../etc/passwd' }) }, 'info.logoFileId', m.id],
    ['a negative size', { about: { ...about, size: -3 } }, 'about.size', m.size],
    ['a tid that is text', { benefits: ['Kantine'] }, 'benefits.0', m.tid],
    [
      'a contact e-mail without @',
      { contactPeople: [{ email: 'anna.klinikum.de' }] },
      'contactPeople.0.email',
      m.email,
    ],
    ['a phone number with letters', { personalInfo: { phone: 'ruf mich an' } }, 'personalInfo.phone', m.phone],
    ['an unknown salutation', { personalInfo: { salutation: 'dr' } }, 'personalInfo.salutation', m.salutation],
    ['a question left empty', { faq: [{ question: '', answer: 'Ja.' }] }, 'faq.0.question', m.required],
    ['a video that is no address', { videos: [{ source: 'mein Video' }] }, 'videos.0.source', m.videoUrl],
    [
      'a country of three letters',
      { furtherLocations: [{ name: 'Werk 2', address: { countryCode: 'DEU' } }] },
      'furtherLocations.0.address.countryCode',
      m.countryCode,
    ],
    ['a company without a name', { companyInfo: { name: '', address } }, 'companyInfo.name', m.name],
    [
      'too many FAQ entries',
      { faq: Array.from({ length: 31 }, () => ({ question: 'F?', answer: 'A.' })) },
      'faq',
      m.tooMany.replace('{max}', '30'),
    ],
    [
      'a position of 101 characters',
      { personalInfo: { position: 'x'.repeat(101) } },
      'personalInfo.position',
      m.tooLong.replace('{max}', '100'),
    ],
  ])('reports %s', (_name, input, field, message) => {
    const { errors, data } = parseProfile(input);
    expect(errors).toContainEqual({ field, message });
    expect(Object.keys(data)).toEqual([]);
  });

  it('accepts a full profile: blanks become absent, country codes upper case', () => {
    const { data, errors } = parseProfile({
      personalInfo: { salutation: 'ms', firstName: 'Anna', lastName: '', phone: '+49 8031 365-0' },
      companyInfo: { name: 'Klinikum Rosenheim GmbH', address, size: 3200 },
      info: info({
        website: 'https://klinikum.example',
        profiles: { blueSky: 'https://bsky.app/profile/x', tiktok: '' },
      }),
      about: { ...about, presentation: '<p>Wir pflegen.</p>', industry: [3] },
      benefits: [7, 8],
      contactPeople: [{ firstName: 'Anna', email: 'anna@klinikum.example' }],
      videos: [{ source: 'https://www.youtube.com/watch?v=abc', coverTitle: 'Rundgang' }],
      furtherLocations: [{ name: 'Werk Kolbermoor', address }],
      faq: [{ question: 'Gibt es Parkplätze?', answer: 'Ja, kostenlos.' }],
      attachments: [],
    });
    expect(errors).toEqual([]);
    expect(data.personalInfo).toEqual({ salutation: 'ms', firstName: 'Anna', phone: '+49 8031 365-0' });
    expect(data.companyInfo?.address.countryCode).toBe('DE');
    expect(data.info?.profiles).toEqual({ blueSky: 'https://bsky.app/profile/x' });
  });

  it('keeps the valid sections when another has an error', () => {
    const { data, errors } = parseProfile({ info: info({ website: 'nope' }), benefits: [1] });
    expect(errors.map((e) => e.field)).toEqual(['info.website']);
    expect(data).toEqual({ benefits: [1] });
  });
});

describe('dropRefused', () => {
  it.each([
    [
      'a gallery image leaves the list',
      { gallery: [{ fileId: 'a' }, { fileId: 'b' }] },
      ['gallery.0'],
      { gallery: [{ fileId: 'b' }] },
    ],
    ['a logo leaves its field', { info: { name: 'X', logoFileId: 'a' } }, ['info.logoFileId'], { info: { name: 'X' } }],
    [
      'a photo leaves its person',
      { contactPeople: [{ firstName: 'A', photoFileId: 'p' }] },
      ['contactPeople.0.photoFileId'],
      { contactPeople: [{ firstName: 'A' }] },
    ],
    [
      'two attachments, later first',
      { attachments: ['a', 'b', 'c'] },
      ['attachments.0', 'attachments.2'],
      { attachments: ['b'] },
    ],
    [
      'an unknown industry term',
      { about: { industry: [1, 99, 2] } },
      ['about.industry.1'],
      { about: { industry: [1, 2] } },
    ],
  ])('%s', (_name, input, fields, expected) => {
    const errors: FieldError[] = fields.map((field) => ({ field, message: 'x' }));
    dropRefused(input as Record<string, unknown>, errors);
    expect(input).toEqual(expected);
  });
});
