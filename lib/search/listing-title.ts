/**
 * What a job listing lists, in words: its <title>, H1 and meta description name the
 * search word, the occupational field, the place (or the site's region) and the count, e.g.
 * "Pflege-Jobs in Rosenheim: 60 Stellen", "Jobs im Bereich Handwerk im Saarland: 1.234 Stellen".
 */

import type { SearchFacetFieldsFragment } from '@/lib/graphql/generated/operations';
import { isSingleOrganizationView, type JobSearchState } from './job-search-state';

/** The listing's messages (`jobs.listing` in messages/de.json). */
export type ListingTitleMessages = (key: string, values?: Record<string, string | number>) => string;

export type ListingSubject = {
  /** The search words as typed, or as the search corrected them ("Plfege" → "pflege"): never a typo. */
  search: string;
  /** The name of the one occupational field filtered by, if exactly one is. */
  field: string | null;
  /** The employer of a single-employer view. */
  organization: string | null;
  /** The place the search is limited to, if any. */
  place: string | null;
  /** Whether the place is a postal area ("90"), searched by the jobs' postal codes. */
  postalArea: boolean;
  region: { REGION_NAME: string; REGION_NAME_IN: string; REGION_NAME_FROM: string };
  total: number;
  /** 0-based. */
  page: number;
};

/** The one value chosen for a facet, by its label in the facet counts; null unless exactly one is chosen. */
function chosenLabel(
  facets: ReadonlyArray<SearchFacetFieldsFragment>,
  state: JobSearchState,
  field: 'occupational_field' | 'job_organization_name',
): string | null {
  const values = state.filters[field];
  if (values?.length !== 1) return null;
  return facets.find((f) => f.field === field)?.values.find((v) => v.value === values[0])?.label ?? null;
}

/** What a listing lists: its words, its one occupational field or employer, and its place (if it has one). */
export function listingSubject({
  region,
  state,
  result,
  town,
}: {
  region: ListingSubject['region'];
  state: JobSearchState;
  /** `correctedSearch`: the typed words with the spelling the search found jobs by, if it corrected any. */
  result: { total: number; facets: ReadonlyArray<SearchFacetFieldsFragment>; correctedSearch?: string | null };
  /** The town a landing page's path names (/jobs/<town>, /jobs/<field>/<town>). */
  town?: string | null;
}): ListingSubject {
  const postalArea = state.lat === null && state.locationType === 'postal_code' && state.place !== '';
  const placed =
    state.lat !== null ||
    postalArea ||
    state.locationType === 'administrative_area_level_1' ||
    state.locationType === 'country';
  return {
    search: result.correctedSearch ?? state.search,
    field: chosenLabel(result.facets, state, 'occupational_field'),
    organization: isSingleOrganizationView(state) ? chosenLabel(result.facets, state, 'job_organization_name') : null,
    place: town ?? (placed ? state.place || state.administrativeArea : null),
    postalArea: !town && postalArea,
    region,
    total: result.total,
    page: state.page,
  };
}

/** One word as the start of a compound: "pflege" → "Pflege" (German nouns are capitalized; "IT" stays). */
const capitalized = (word: string) => word.charAt(0).toLocaleUpperCase('de-DE') + word.slice(1);

/**
 * What and where: "Pflege-Jobs in Rosenheim", "Jobs für „Koch Spüler“ im Saarland", "Jobs im Bereich
 * Handwerk in Erlangen", or the site's own "im Saarland" when no place is chosen (or the place is the
 * region itself); a single-employer view is "Jobs bei Muster GmbH".
 */
function subject(t: ListingTitleMessages, s: ListingSubject): string {
  if (s.organization) return t('organization', { organization: s.organization });
  const words = s.search.split(/\s+/).filter(Boolean);
  const jobs =
    words.length === 0
      ? t('jobs')
      : words.length === 1
        ? t('wordJobs', { word: capitalized(words[0]) })
        : t('wordsJobs', { words: words.join(' ') });
  const what = s.field ? t('inField', { jobs, field: s.field }) : jobs;
  const where =
    s.place && s.place !== s.region.REGION_NAME
      ? t(s.postalArea ? 'inPostalArea' : 'inPlace', { place: s.place })
      : s.region.REGION_NAME_IN;
  return t('subject', { what, where });
}

/** The H1: "Pflege-Jobs in Rosenheim: 60 Stellen". */
export function listingHeading(t: ListingTitleMessages, s: ListingSubject): string {
  return t('heading', { subject: subject(t, s), count: s.total });
}

/** The <title>: the heading, with the page from the second on ("… – Seite 2"). */
export function listingTitle(t: ListingTitleMessages, s: ListingSubject): string {
  const heading = listingHeading(t, s);
  return s.page > 0 ? t('paged', { title: heading, page: s.page + 1 }) : heading;
}

/** The meta description: what is listed, how many, and where the employers come from. */
export function listingDescription(t: ListingTitleMessages, s: ListingSubject): string {
  return t('description', { subject: subject(t, s), count: s.total, fromRegion: s.region.REGION_NAME_FROM });
}

/**
 * The page title as Next's metadata takes it: the site's title template adds " | SITENAME", except where the
 * title already says the site's name ("Jobs im Saarland: 12 Stellen" on "Jobs im Saarland").
 */
export function titleWithoutRepeat(title: string, siteName: string): string | { absolute: string } {
  return title.toLocaleLowerCase('de-DE').includes(siteName.toLocaleLowerCase('de-DE')) ? { absolute: title } : title;
}
