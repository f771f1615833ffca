import { describe, expect, it } from 'vitest';
import type { ProfileData } from './profile-form';
import { errorsByPath, fieldId, formOf, getIn, inputOf, setIn } from './profile-form';

const DATA: ProfileData = {
  personalInfo: { salutation: null, firstName: 'Anna', lastName: null, phone: null, position: null },
  companyInfo: null,
  info: {
    name: 'Klinik',
    alternativeName: null,
    logoFileId: null,
    coverFileId: null,
    organizationLocation: null,
    website: 'https://klinik.example',
    profiles: {
      facebook: null,
      twitter: null,
      linkedin: null,
      youtube: null,
      xing: 'https://xing.example',
      instagram: null,
      tiktok: null,
      blueSky: null,
    },
  },
  about: { presentation: null, industry: [1], size: 250, occupation: [], fieldsOfStudy: [] },
  benefits: [4],
  contactPeople: [],
  gallery: [],
  videos: [],
  furtherLocations: [],
  faq: [{ question: 'Parken?', answer: null }],
  attachments: [],
};

describe('profile form', () => {
  it('shows nulls as empty texts and sends them back as null', () => {
    const form = formOf(DATA);
    expect(form.personalInfo.lastName).toBe('');
    expect(form.about.size).toBe('250');
    expect(form.companyInfo.address.countryCode).toBe('DE');
    const input = inputOf(form);
    expect(input.personalInfo).toEqual({
      salutation: null,
      firstName: 'Anna',
      lastName: null,
      phone: null,
      position: null,
    });
    expect(input.about?.size).toBe(250);
    expect(input.companyInfo).toBeNull();
    expect(input.faq).toEqual([{ question: 'Parken?', answer: null }]);
    expect(input.info?.profiles.xing).toBe('https://xing.example');
  });

  it.each([
    ['3200', 3200],
    ['', null],
    ['viele', null],
  ])('sends the size %j as %j', (typed, sent) => {
    const form = setIn(formOf(DATA), 'about.size', typed);
    expect(inputOf(form).about?.size).toBe(sent);
  });

  it('sends company info once any of it is given', () => {
    const form = setIn(formOf(DATA), 'companyInfo.address.locality', 'Rosenheim');
    expect(inputOf(form).companyInfo).toMatchObject({
      name: null,
      address: { countryCode: 'DE', locality: 'Rosenheim' },
    });
  });

  it('replaces a value by its path without touching the original', () => {
    const form = formOf(DATA);
    const next = setIn(form, 'faq.0.answer', 'Ja');
    expect(getIn(next, 'faq.0.answer')).toBe('Ja');
    expect(getIn(form, 'faq.0.answer')).toBe('');
    expect(next.info).toBe(form.info);
  });

  it('keys errors by path and field ids by path', () => {
    expect(
      errorsByPath([{ field: 'info.name', message: 'a' }], [{ field: 'info.name', message: 'b' }]).get('info.name'),
    ).toBe('a');
    expect(fieldId('faq.2.question')).toBe('profile-faq-2-question');
  });
});
