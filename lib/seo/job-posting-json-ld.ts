import type { GetJobQuery } from '@/lib/graphql/generated/operations';

export type JobForPosting = NonNullable<GetJobQuery['getJob']>;

/** schema.org employmentType for our employment type terms (by their stable key). */
const EMPLOYMENT_TYPE: Record<string, string> = {
  vollzeit: 'FULL_TIME',
  teilzeit: 'PART_TIME',
  minijob: 'PART_TIME',
  werkstudent: 'PART_TIME',
  praktikum: 'INTERN',
  befristet: 'TEMPORARY',
  freiberuflich: 'CONTRACTOR',
  ausbildung: 'OTHER',
};

const SALARY_UNIT: Record<string, string> = { hour: 'HOUR', day: 'DAY', week: 'WEEK', month: 'MONTH', year: 'YEAR' };

/** Workflows where the application happens on our site (Google's directApply). */
const DIRECT_APPLY = new Set(['internal', 'email']);

type Address = JobForPosting['locations'][number]['address'];
type PlaceInput = { label: string | null; address: Address; lat: number | null; lon: number | null };

/** A work place as schema.org's Place with its PostalAddress (and coordinates where known). */
function placeJsonLd({ label, address, lat, lon }: PlaceInput): Record<string, unknown> {
  return {
    '@type': 'Place',
    address: {
      '@type': 'PostalAddress',
      streetAddress: address?.addressLine1 ?? undefined,
      addressLocality: address?.locality ?? label ?? undefined,
      postalCode: address?.zip ?? undefined,
      addressRegion: address?.administrativeArea ?? undefined,
      addressCountry: address?.countryCode ?? 'DE',
    },
    geo: lat != null && lon != null ? { '@type': 'GeoCoordinates', latitude: lat, longitude: lon } : undefined,
  };
}

/** Every work place of the job, the main one first; a job without listed places has the one on its row. */
function jobPlaces(job: JobForPosting): Array<Record<string, unknown>> {
  if (job.locations.length) return job.locations.map(placeJsonLd);
  if (!job.address && !job.locationLabel) return [];
  return [placeJsonLd({ label: job.locationLabel, address: job.address, lat: job.lat, lon: job.lon })];
}

/**
 * Google's JobPosting with its required properties (title, description, datePosted, hiringOrganization,
 * jobLocation, one Place per work place, or remote requirements) and the recommended ones we know (validThrough, employmentType,
 * baseSalary as a range, identifier, directApply, jobLocationType for remote work).
 * `origin` makes file and logo URLs absolute.
 */
export function buildJobPostingJsonLd(job: JobForPosting, origin: string): Record<string, unknown> {
  const abs = (path: string) => new URL(path, origin).toString();
  const employmentType = [
    ...new Set(
      job.employmentTypes.map((t) => (t.pathAlias ? EMPLOYMENT_TYPE[t.pathAlias] : undefined)).filter(Boolean),
    ),
  ];
  const remoteOnly = job.remoteOptions.length > 0 && job.remoteOptions.every((t) => t.pathAlias === 'remote');
  const address = job.address;
  const logo = job.logo ?? job.organization.logo;
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: job.description || job.teaser,
    datePosted: job.publishedAt ?? undefined,
    validThrough: job.expiresAt ?? undefined,
    identifier: { '@type': 'PropertyValue', name: job.organization.name, value: job.id },
    hiringOrganization: {
      '@type': 'Organization',
      name: job.organizationAssignment ?? job.organization.name,
      sameAs: abs(job.organization.url),
      logo: logo ? abs(logo.url) : undefined,
    },
    employmentType:
      employmentType.length === 0 ? undefined : employmentType.length === 1 ? employmentType[0] : employmentType,
    directApply: DIRECT_APPLY.has(job.applicationWorkflow),
    url: abs(job.url),
  };
  const places = jobPlaces(job);
  // One Place per work place (Google reads an array); a job with one place keeps the single object.
  if (places.length) data.jobLocation = places.length === 1 ? places[0] : places;
  if (job.remoteOptions.some((t) => t.pathAlias === 'remote')) {
    data.jobLocationType = 'TELECOMMUTE';
    data.applicantLocationRequirements = { '@type': 'Country', name: address?.countryCode ?? 'DE' };
    if (remoteOnly) delete data.jobLocation;
  }
  const salary = job.salary;
  if (salary && (salary.min != null || salary.max != null)) {
    data.baseSalary = {
      '@type': 'MonetaryAmount',
      currency: salary.currencyCode,
      value: {
        '@type': 'QuantitativeValue',
        minValue: salary.min ?? undefined,
        maxValue: salary.max ?? undefined,
        // Google wants the period; an amount saved without one is per month (docs/product-decisions.md).
        unitText: SALARY_UNIT[salary.unit ?? 'month'],
      },
    };
  }
  if (job.yearsOfExperience != null && job.yearsOfExperience > 0) {
    data.experienceRequirements = {
      '@type': 'OccupationalExperienceRequirements',
      monthsOfExperience: job.yearsOfExperience * 12,
    };
  }
  if (job.occupationalFields.length) data.occupationalCategory = job.occupationalFields.map((t) => t.label).join(', ');
  if (job.skills.length) data.skills = job.skills.map((t) => t.label).join(', ');
  return data;
}
