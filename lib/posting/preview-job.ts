import type { GetJobQuery, JobPostingFieldValuesFragment } from '@/lib/graphql/generated/operations';
import type { SalaryBand } from './salary-bands';
import type { TermOption } from './terms';

export type PreviewJob = NonNullable<GetJobQuery['getJob']>;

type Organization = { id: string; name: string; logo: { url: string; alt: string | null } | null };

/** The pay a job page shows: a chosen band's yearly euros (as the server stores them), else the range typed. */
function shownSalary(fields: JobPostingFieldValuesFragment, bands: readonly SalaryBand[]): PreviewJob['salary'] {
  const band = fields.salaryRange ? bands.find((b) => b.key === fields.salaryRange) : undefined;
  if (band) return { min: band.min ?? null, max: band.max ?? null, currencyCode: 'EUR', unit: 'year' };
  return fields.salary && { ...fields.salary };
}

/**
 * The posting as the job page would show it once published: the same Job shape getJob returns, built from
 * the fields as entered, the terms' labels and the site's salary bands. The organization's page is not linked
 * from a preview (its url is empty); the teaser is the job page's meta text, which the preview does not show.
 */
export function previewJob(
  posting: { id: string; url: string; fields: JobPostingFieldValuesFragment; organization: Organization },
  labels: ReadonlyMap<number, string>,
  bands: readonly SalaryBand[],
): PreviewJob {
  const { fields, organization } = posting;
  const terms = (tids: readonly number[]) =>
    tids.flatMap((tid): TermOption[] => (labels.has(tid) ? [{ tid, label: labels.get(tid)! }] : []));
  const withAlias = (tids: readonly number[]) => terms(tids).map((t) => ({ ...t, pathAlias: null }));
  const main = fields.locations[0] ?? null;
  return {
    id: posting.id,
    url: posting.url,
    type: fields.type,
    title: fields.title,
    teaser: '',
    state: 'published',
    available: true,
    featured: false,
    distanceKm: null,
    publishedAt: null,
    expiresAt: null,
    description: fields.description,
    descriptionFormat: fields.descriptionFormat,
    linkUrl: fields.linkUrl,
    file: fields.file && { url: fields.file.url, name: fields.file.name, size: fields.file.size },
    // The page images are rendered for the saved posting; the preview shows the PDF's text and its download.
    adPages: null,
    videoUrl: fields.videoUrl,
    organization: { id: organization.id, name: organization.name, slug: '', url: '', logo: organization.logo },
    organizationAssignment: fields.organizationAssignment,
    logo: fields.logo && { url: fields.logo.url, alt: null },
    locationLabel: main?.label ?? null,
    address: main?.address ?? null,
    lat: main?.lat ?? null,
    lon: main?.lon ?? null,
    locations: fields.locations.map((l) => ({ label: l.label, lat: l.lat, lon: l.lon, address: l.address ?? null })),
    remoteOptions: withAlias(fields.remoteOptions),
    employmentTypes: withAlias(fields.employmentTypes),
    occupationalFields: withAlias(fields.occupationalFields),
    degreeLevels: withAlias(fields.degreeLevels),
    fieldsOfStudy: terms(fields.fieldsOfStudy),
    languages: terms(fields.languages),
    skills: terms(fields.skills),
    languagesFree: fields.languagesFree,
    skillsFree: fields.skillsFree,
    yearsOfExperience: fields.yearsOfExperience,
    salary: shownSalary(fields, bands),
    salaryRange: fields.salaryRange,
    availabilityPeriod: fields.availabilityPeriod && { ...fields.availabilityPeriod },
    applicationWorkflow: fields.applicationWorkflow,
    applicationLink: fields.applicationLink,
    applicationRequireCv: fields.applicationRequireCv,
    applicationRequireCoverLetter: fields.applicationRequireCoverLetter,
    applicationRequireQualifyingQuestions: fields.applicationRequireQualifyingQuestions,
    applicationQualifyingQuestions: fields.applicationQualifyingQuestions.map(({ id, question, answerType }) => ({
      id,
      question,
      answerType,
    })),
  };
}
