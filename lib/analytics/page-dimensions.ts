import type { TrackingParams } from '@/lib/contract';
import type { GetJobQuery, GetOrganizationProfileQuery } from '@/lib/graphql/generated/operations';
import type { FacetGroupProps } from '@/lib/search/facet-groups';
import type { JobSearchState } from '@/lib/search/job-search-state';

type Job = NonNullable<GetJobQuery['getJob']>;
type Profile = NonNullable<GetOrganizationProfileQuery['getOrganizationProfile']>;

const labels = (terms: ReadonlyArray<{ label: string }> | null | undefined) =>
  (terms ?? []).map((term) => term.label).join(', ');

/** Only dimensions with a value: an empty one says nothing and costs a parameter. */
const present = (params: TrackingParams): TrackingParams =>
  Object.fromEntries(Object.entries(params).filter(([, value]) => value)) as TrackingParams;

/**
 * A job page's docs/product.md §3 dimensions. The owner is the employer (its id), never a person; the title and
 * terms are what the ad shows to everybody.
 */
export function jobDimensions(job: Job): TrackingParams {
  return present({
    entity_id: job.id,
    entity_type: 'job',
    entity_bundle: job.type,
    entity_title: job.title,
    entity_organization: job.organizationAssignment ?? job.organization.name,
    entity_owner: job.organization.id,
    languages: labels(job.languages),
    skills: labels(job.skills),
    regions: job.locations.length > 0 ? labels(job.locations) : (job.locationLabel ?? ''),
    occupations: labels(job.occupationalFields),
    employment_types: labels(job.employmentTypes),
  });
}

/** An employer page's dimensions. */
export function organizationDimensions(profile: Profile): TrackingParams {
  return present({
    entity_id: profile.id,
    entity_type: 'organization',
    entity_bundle: 'organization_profile',
    entity_title: profile.name,
    entity_organization: profile.name,
    entity_owner: profile.id,
    regions: profile.address?.locality ?? profile.location ?? '',
    occupations: labels(profile.occupations),
  });
}

/**
 * A job search's dimensions: the words, the place and the chosen filters by their labels, and how it ended
 * (request_status: results, a fallback to related jobs, or none).
 */
export function searchDimensions(
  state: Pick<JobSearchState, 'search' | 'place'>,
  facets: ReadonlyArray<FacetGroupProps<string>>,
  result: { total: number; fallback?: unknown },
): TrackingParams {
  const chosen = (key: string) =>
    labels(facets.find((facet) => facet.key === key)?.options.filter((option) => option.selected));
  return present({
    search_query: state.search,
    regions: [state.place, chosen('job_location')].filter(Boolean).join(', '),
    occupations: chosen('occupational_field'),
    employment_types: chosen('employment_type'),
    entity_organization: chosen('job_organization_name'),
    request_status: result.fallback ? 'fallback' : result.total > 0 ? 'results' : 'no_results',
  });
}
