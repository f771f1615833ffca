import 'server-only';
import type { Region } from '@/regions/build-region';
import { serverQuery } from '@/lib/data/graphql';
import { OperationError } from '@/lib/data/operation-error';
import { loadPageViewer } from '@/lib/data/page-viewer';
import { placeForLabel } from '@/lib/data/places';
import { RESUME_FACET_FIELDS } from '@/lib/contract';
import { SEARCH_RESUMES } from '@/lib/graphql/documents/resume-search';
import type { ResumeSearchPayload, SearchResumesQuery } from '@/lib/graphql/generated/operations';
import type { ResumeSearchState } from '@/lib/resume-search/search-state';

export type ResumeSearchResult = SearchResumesQuery['searchResumes'];

/**
 * What /bewerbersuche shows the visitor: the way to sign in (anonymous), the way to access (signed in
 * without an active subscription or as a job seeker; `applicant` says which), or the results. The API
 * decides who may search (server/search/resume-search-access.ts); the page only follows its answer.
 */
export type ResumeSearchPage =
  | { kind: 'signIn' }
  | { kind: 'subscribe'; applicant: boolean }
  | { kind: 'results'; result: ResumeSearchResult; unknownPlace: boolean };

const codeOf = (error: unknown) =>
  OperationError.is(error) ? error.errors.map((e) => e.extensions?.code).find(Boolean) : undefined;

/** The state as the API's payload; the typed place as its coordinates (a town or postal code), if known. */
function payloadOf(region: Region, state: ResumeSearchState): { payload: ResumeSearchPayload; unknownPlace: boolean } {
  const target = state.place ? placeForLabel(region, state.place) : null;
  const point = target && 'lat' in target ? target : null;
  return {
    payload: {
      keys: state.search || null,
      place: point ? { lat: point.lat, lon: point.lon, radiusKm: state.radius } : null,
      filters: RESUME_FACET_FIELDS.flatMap((field) =>
        state.filters[field]?.length ? [{ field, values: state.filters[field] }] : [],
      ),
      page: state.page + 1,
    },
    unknownPlace: !!state.place && !point,
  };
}

export async function loadResumeSearch(region: Region, state: ResumeSearchState): Promise<ResumeSearchPage> {
  const viewer = await loadPageViewer(region.id);
  if (!viewer) return { kind: 'signIn' };
  const { payload, unknownPlace } = payloadOf(region, state);
  const { data, error } = await serverQuery(
    { region, locale: region.DEFAULT_LOCALE, userId: viewer.userId },
    { query: SEARCH_RESUMES, variables: { payload } },
  );
  if (error) {
    const code = codeOf(error);
    if (code === 'UNAUTHENTICATED') return { kind: 'signIn' };
    if (code === 'FORBIDDEN') return { kind: 'subscribe', applicant: !viewer.roles.includes('recruiter') };
    throw error;
  }
  return { kind: 'results', result: data!.searchResumes, unknownPlace };
}
