import { describe, expect, it } from 'vitest';
import { buildJobPostingJsonLd, type JobForPosting } from './job-posting-json-ld';
import { jsonLdScript } from './json-ld-script';

const term = (tid: number, label: string, pathAlias: string) => ({ tid, label, pathAlias });

const JOB: JobForPosting = {
  id: '5f1c1b8e-0000-4000-8000-000000000001',
  url: '/job/5f1c1b8e-0000-4000-8000-000000000001',
  type: 'job_per_template',
  state: 'published',
  available: true,
  title: 'Pflegefachkraft (m/w/d)',
  teaser: 'Wir suchen …',
  description: '<p>Wir suchen <strong>Sie</strong>.</p>',
  descriptionFormat: 'filtered_html',
  locationLabel: 'Rosenheim',
  distanceKm: null,
  publishedAt: '2026-11-01T08:00:00.000Z',
  expiresAt: '2026-12-31T23:00:00.000Z',
  featured: false,
  linkUrl: null,
  file: null,
  adPages: null,
  videoUrl: null,
  organizationAssignment: null,
  organization: {
    id: 'o1',
    name: 'RoMed Klinikum',
    slug: 'romed-klinikum',
    url: '/organization/romed-klinikum',
    logo: { url: '/api/files/l1', alt: 'Logo' },
  },
  logo: null,
  address: {
    countryCode: 'DE',
    addressLine1: 'Pettenkoferstraße 10',
    addressLine2: null,
    administrativeArea: 'Bayern',
    locality: 'Rosenheim',
    zip: '83022',
  },
  lat: 47.856,
  lon: 12.128,
  locations: [
    {
      label: 'Rosenheim',
      lat: 47.856,
      lon: 12.128,
      address: {
        countryCode: 'DE',
        addressLine1: 'Pettenkoferstraße 10',
        administrativeArea: 'Bayern',
        locality: 'Rosenheim',
        zip: '83022',
      },
    },
  ],
  remoteOptions: [term(10001, 'Vor Ort', 'vor-ort')],
  employmentTypes: [term(2001, 'Vollzeit', 'vollzeit'), term(2002, 'Teilzeit', 'teilzeit')],
  occupationalFields: [term(1001, 'Pflege & Gesundheit', 'pflege-gesundheit')],
  fieldsOfStudy: [],
  degreeLevels: [],
  yearsOfExperience: 2,
  salaryRange: null,
  salary: { min: 3300, max: 4300, currencyCode: 'EUR', unit: 'month' },
  languages: [],
  languagesFree: null,
  skills: [{ tid: 5001, label: 'Grundpflege' }],
  skillsFree: null,
  availabilityPeriod: null,
  applicationWorkflow: 'internal',
  applicationLink: null,
  applicationRequireCv: false,
  applicationRequireCoverLetter: false,
  applicationRequireQualifyingQuestions: false,
  applicationQualifyingQuestions: [],
};
const ORIGIN = 'https://www.rosenheimjobs.de';

describe('buildJobPostingJsonLd (Google job posting properties)', () => {
  it('has every required property: title, description, datePosted, hiringOrganization, jobLocation', () => {
    const ld = buildJobPostingJsonLd(JOB, ORIGIN);
    expect(ld).toMatchObject({
      '@type': 'JobPosting',
      title: 'Pflegefachkraft (m/w/d)',
      description: '<p>Wir suchen <strong>Sie</strong>.</p>',
      datePosted: '2026-11-01T08:00:00.000Z',
      hiringOrganization: {
        name: 'RoMed Klinikum',
        sameAs: `${ORIGIN}/organization/romed-klinikum`,
        logo: `${ORIGIN}/api/files/l1`,
      },
      jobLocation: {
        address: {
          addressLocality: 'Rosenheim',
          postalCode: '83022',
          addressRegion: 'Bayern',
          addressCountry: 'DE',
          streetAddress: 'Pettenkoferstraße 10',
        },
      },
    });
  });

  it('lists each work place as a Place with its postal address, the main one first', () => {
    const place = (label: string, zip: string, countryCode: string, administrativeArea: string) => ({
      label,
      lat: 47.8,
      lon: 12.6,
      address: { countryCode, addressLine1: null, administrativeArea, locality: label, zip },
    });
    const ld = buildJobPostingJsonLd(
      {
        ...JOB,
        locations: [
          JOB.locations[0],
          place('Traunstein', '83278', 'DE', 'Bayern'),
          place('Salzburg', '5020', 'AT', 'Salzburg'),
        ],
      },
      ORIGIN,
    );
    const postal = (ld.jobLocation as Array<{ '@type': string; address: Record<string, unknown> }>).map((p) => [
      p['@type'],
      p.address.addressLocality,
      p.address.postalCode,
      p.address.addressRegion,
      p.address.addressCountry,
    ]);
    expect(postal).toEqual([
      ['Place', 'Rosenheim', '83022', 'Bayern', 'DE'],
      ['Place', 'Traunstein', '83278', 'Bayern', 'DE'],
      ['Place', 'Salzburg', '5020', 'Salzburg', 'AT'],
    ]);
  });

  it('names the place on the job row when the job lists none', () => {
    const ld = buildJobPostingJsonLd({ ...JOB, locations: [], address: null }, ORIGIN);
    expect(ld.jobLocation).toMatchObject({
      '@type': 'Place',
      address: { addressLocality: 'Rosenheim', addressCountry: 'DE' },
      geo: { latitude: 47.856, longitude: 12.128 },
    });
  });

  it('gives the salary as a min/max range with its unit, validThrough and the employment types', () => {
    const ld = buildJobPostingJsonLd(JOB, ORIGIN);
    expect(ld.baseSalary).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'EUR',
      value: { '@type': 'QuantitativeValue', minValue: 3300, maxValue: 4300, unitText: 'MONTH' },
    });
    expect(ld.validThrough).toBe('2026-12-31T23:00:00.000Z');
    expect(ld.employmentType).toEqual(['FULL_TIME', 'PART_TIME']);
    expect(ld.experienceRequirements).toEqual({
      '@type': 'OccupationalExperienceRequirements',
      monthsOfExperience: 24,
    });
  });

  it.each([
    ['internal', true],
    ['email', true],
    ['link', false],
  ] as const)(
    'directApply for the %s workflow is %s (only where applying happens on our site)',
    (workflow, expected) => {
      expect(buildJobPostingJsonLd({ ...JOB, applicationWorkflow: workflow }, ORIGIN).directApply).toBe(expected);
    },
  );

  it('marks remote work as TELECOMMUTE with the country requirement, and drops the place for remote-only jobs', () => {
    const hybrid = buildJobPostingJsonLd(
      { ...JOB, remoteOptions: [term(10002, 'Hybrid', 'hybrid'), term(10003, 'Remote', 'remote')] },
      ORIGIN,
    );
    expect(hybrid).toMatchObject({
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: { '@type': 'Country', name: 'DE' },
    });
    expect(hybrid.jobLocation).toBeDefined();
    const remote = buildJobPostingJsonLd({ ...JOB, remoteOptions: [term(10003, 'Remote', 'remote')] }, ORIGIN);
    expect(remote.jobLocation).toBeUndefined();
    expect(remote.jobLocationType).toBe('TELECOMMUTE');
  });

  it('names the period of a salary saved before the wizard sent one: per month, as the wizard showed it', () => {
    const ld = buildJobPostingJsonLd(
      { ...JOB, salary: { min: 3000, max: null, currencyCode: 'EUR', unit: null } },
      ORIGIN,
    );
    expect(ld.baseSalary).toMatchObject({ value: { minValue: 3000, unitText: 'MONTH' } });
  });

  it('leaves out the salary when the job names none', () => {
    expect(buildJobPostingJsonLd({ ...JOB, salary: null }, ORIGIN).baseSalary).toBeUndefined();
  });

  it('serializes so that the text cannot close the script tag', () => {
    expect(jsonLdScript({ title: '</script><script>alert(1)</script>' })).not.toContain('</script>');
  });
});
