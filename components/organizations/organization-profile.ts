import type { GetOrganizationProfileQuery, SearchJobsQuery } from '@/lib/graphql/generated/operations';

/** The employer's public profile as the organization page loads it (lib/data/organizations.ts). */
export type OrganizationProfile = NonNullable<GetOrganizationProfileQuery['getOrganizationProfile']>;

/** The employer's newest open jobs and their total (lib/data/jobs.ts loadOrganizationJobs). */
export type OrganizationJobResult = SearchJobsQuery['searchJobs'];
