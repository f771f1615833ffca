import { describe, expect, it } from 'vitest';
import {
  buildFaqPageJsonLd,
  buildOrganizationJsonLd,
  socialProfileLinks,
  type OrganizationForJsonLd,
} from './organization-json-ld';
import { jsonLdScript } from './json-ld-script';

const NO_PROFILES: OrganizationForJsonLd['profiles'] = {
  facebook: null,
  twitter: null,
  linkedin: null,
  youtube: null,
  xing: null,
  instagram: null,
  tiktok: null,
  blueSky: null,
};

/** An image not re-encoded (no srcset). */
const NO_SIZES = { title: null, width: null, height: null, sizes: null, sources: null };

const ORGANIZATION: OrganizationForJsonLd = {
  id: 'o1',
  slug: 'romed-klinikum',
  name: 'RoMed Klinikum',
  alternativeName: 'RoMed Kliniken',
  url: '/organization/romed-klinikum',
  logo: { ...NO_SIZES, url: '/api/files/l1', alt: 'Logo' },
  cover: null,
  location: 'Rosenheim',
  address: {
    countryCode: 'DE',
    addressLine1: 'Pettenkoferstraße 10',
    locality: 'Rosenheim',
    zip: '83022',
    administrativeArea: 'Bayern',
  },
  website: 'https://www.romed-kliniken.de',
  profiles: { ...NO_PROFILES, linkedin: 'https://www.linkedin.com/company/romed', xing: 'romed' },
  presentation: null,
  industries: [],
  size: null,
  occupations: [],
  fieldsOfStudy: [],
  benefits: [],
  contactPeople: [],
  gallery: [],
  videos: [],
  furtherLocations: [],
  faq: [],
  attachments: [],
  openJobs: 3,
  featured: false,
};
const ORIGIN = 'https://www.rosenheimjobs.de';

/** What the page's script holds: the JSON text, so properties without a value are gone. */
const rendered = (data: unknown) => JSON.parse(jsonLdScript(data)) as unknown;

describe('buildOrganizationJsonLd (schema.org Organization of an employer page)', () => {
  it('names the employer with its canonical page, absolute logo, sameAs links and postal address', () => {
    expect(rendered(buildOrganizationJsonLd(ORGANIZATION, ORIGIN))).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'RoMed Klinikum',
      alternateName: 'RoMed Kliniken',
      url: `${ORIGIN}/organization/romed-klinikum`,
      logo: `${ORIGIN}/api/files/l1`,
      sameAs: ['https://www.romed-kliniken.de', 'https://www.linkedin.com/company/romed'],
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Pettenkoferstraße 10',
        postalCode: '83022',
        addressLocality: 'Rosenheim',
        addressRegion: 'Bayern',
        addressCountry: 'DE',
      },
    });
  });

  it.each<[string, Partial<OrganizationForJsonLd>, Record<string, unknown>]>([
    ['no alternative name: no alternateName', { alternativeName: null }, { alternateName: undefined }],
    ['no logo: no logo', { logo: null }, { logo: undefined }],
    [
      'a logo on another host stays where it is',
      { logo: { ...NO_SIZES, url: 'https://cdn.example.org/l.png', alt: null } },
      { logo: 'https://cdn.example.org/l.png' },
    ],
    ['no website: only the social profiles', { website: null }, { sameAs: ['https://www.linkedin.com/company/romed'] }],
    ['neither website nor profiles: an empty sameAs', { website: null, profiles: NO_PROFILES }, { sameAs: [] }],
    ['no address: no address', { address: null }, { address: undefined }],
    [
      'an address with only its country',
      { address: { countryCode: 'AT', addressLine1: null, locality: null, zip: null, administrativeArea: null } },
      { address: { '@type': 'PostalAddress', addressCountry: 'AT' } },
    ],
  ])('%s', (_case, change, expected) => {
    const ld = rendered(buildOrganizationJsonLd({ ...ORGANIZATION, ...change }, ORIGIN)) as Record<string, unknown>;
    for (const [key, value] of Object.entries(expected)) expect(ld[key]).toEqual(value);
  });

  it('serializes so that a name cannot close the script tag', () => {
    expect(
      jsonLdScript(buildOrganizationJsonLd({ ...ORGANIZATION, name: '</script><script>alert(1)</script>' }, ORIGIN)),
    ).not.toContain('</script>');
  });
});

describe('socialProfileLinks (the profiles that are links)', () => {
  it.each<[string, Record<string, string | null>, Array<[string, string]>]>([
    ['none set', {}, []],
    [
      'links in the profiles’ order',
      { linkedin: 'https://linkedin.com/x', facebook: 'https://facebook.com/x' },
      [
        ['facebook', 'https://facebook.com/x'],
        ['linkedin', 'https://linkedin.com/x'],
      ],
    ],
    [
      'handles and empty values left out',
      { xing: 'romed', tiktok: '', instagram: 'http://instagram.com/x' },
      [['instagram', 'http://instagram.com/x']],
    ],
  ])('%s', (_case, set, expected) => {
    expect(socialProfileLinks({ ...NO_PROFILES, ...set })).toEqual(expected);
  });

  it('leaves out the __typename Apollo adds', () => {
    const profiles = { __typename: 'OrganizationProfiles', ...NO_PROFILES, xing: 'https://xing.com/x' };
    expect(socialProfileLinks(profiles)).toEqual([['xing', 'https://xing.com/x']]);
  });
});

describe('buildFaqPageJsonLd (schema.org FAQPage of the employer’s questions)', () => {
  it.each<[string, OrganizationForJsonLd['faq'], unknown]>([
    ['no questions: no markup', [], null],
    [
      'each question with its answer, in order',
      [
        { question: 'Gibt es Parkplätze?', answer: '<p>Ja, kostenlos.</p>' },
        { question: 'Wie bewerbe ich mich?', answer: 'Online.' },
      ],
      {
        '@context': 'https://schema.org',
        '@type': 'FAQPage',
        mainEntity: [
          {
            '@type': 'Question',
            name: 'Gibt es Parkplätze?',
            acceptedAnswer: { '@type': 'Answer', text: '<p>Ja, kostenlos.</p>' },
          },
          {
            '@type': 'Question',
            name: 'Wie bewerbe ich mich?',
            acceptedAnswer: { '@type': 'Answer', text: 'Online.' },
          },
        ],
      },
    ],
  ])('%s', (_case, faq, expected) => {
    expect(buildFaqPageJsonLd(faq)).toEqual(expected);
  });
});
