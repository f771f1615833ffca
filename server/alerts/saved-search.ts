import { createTranslator } from 'use-intl/core';
import messages from '../../messages/de.json';
import type { SavedSearch, SavedSearchArea } from '../db/schema';
import { fill } from '../mail/template';
import { COUNTRIES } from '../places/areas';
import {
  filterConditionGroups,
  JOB_FACET_FIELDS,
  type JobSearchField,
  type JobSearchGeo,
  type JobSearchQuery,
  jobSearchQuery,
} from '../search/job-search-query';

const FILTER_FIELDS = new Set<string>([...JOB_FACET_FIELDS, 'title']);

/** A listing's search as an alert keeps it: words, filters (values of one field ORed), place and radius. */
export function savedSearchQuery(
  saved: SavedSearch,
  options: { regionId: string; language: string; now: Date; publishedAfter: Date | null; limit: number },
): JobSearchQuery {
  const known = saved.filters.filter((f): f is { field: JobSearchField; value: string } => FILTER_FIELDS.has(f.field));
  return jobSearchQuery({
    ...options,
    keys: saved.search ?? '',
    conditions: filterConditionGroups(known),
    geo: savedSearchGeo(saved),
    sort: 'recency',
  });
}

/** A point with its radius, else an area searched by the jobs' addresses; alerts saved before areas have none. */
function savedSearchGeo({ geoLocation: geo, area }: SavedSearch): JobSearchGeo | null {
  if (geo?.radius) return { kind: 'radius', lat: geo.lat, lon: geo.lon, radiusKm: geo.radius };
  switch (area?.kind) {
    case 'administrativeArea':
      return { kind: 'administrativeArea', name: area.value };
    case 'country':
      return { kind: 'country', code: area.value };
    case 'postalArea':
      return { kind: 'postalArea', prefix: area.value };
    default:
      return null;
  }
}

const areaMessages = createTranslator({ locale: 'de', messages, namespace: 'jobAlert.label' });

/** "in Bayern", "im Saarland", "in Deutschland" (a country by its name), "im Postleitzahlgebiet 90". */
function areaLabel(area: SavedSearchArea): string {
  if (area.kind === 'postalArea') return areaMessages('postalArea', { place: area.value });
  const place =
    area.kind === 'country' ? (COUNTRIES.find((c) => c.code === area.value)?.name ?? area.label) : area.label;
  return areaMessages('area', { place });
}

/** How the alert is named in mails and pages: „Pflege“ in Rosenheim (+20 km) mit 2 Filtern, „Koch“ in Bayern. */
export function savedSearchLabel(saved: SavedSearch): string {
  const t = messages.jobAlert.label;
  const parts = [
    saved.search ? fill(t.search, { search: saved.search }) : '',
    saved.geoLocation ? fill(t.place, { place: saved.geoLocation.label, radius: saved.geoLocation.radius ?? 0 }) : '',
    saved.area ? areaLabel(saved.area) : '',
    saved.filters.length === 1
      ? t.filterOne
      : saved.filters.length > 1
        ? fill(t.filters, { count: saved.filters.length })
        : '',
  ].filter(Boolean);
  return parts.length ? parts.join(' ') : messages.jobAlert.allJobs;
}

/**
 * The listing URL of the search, for the alert mail. Deliberately not the listing's canonical href: a mail is
 * opened weeks later, so term filters stay ids in query parameters (path aliases may be renamed meanwhile),
 * one parameter per value, which the listing's parser reads like its own comma lists (docs/product.md §5).
 */
export function savedSearchHref(saved: SavedSearch): string {
  const params = new URLSearchParams();
  if (saved.search) params.set('search', saved.search);
  if (saved.geoLocation) {
    params.set('geo_location', saved.geoLocation.label);
    params.set('lat', String(saved.geoLocation.lat));
    params.set('lon', String(saved.geoLocation.lon));
    if (saved.geoLocation.radius) params.set('radius', String(saved.geoLocation.radius));
    if (saved.geoLocation.locationType) params.set('locationType', saved.geoLocation.locationType);
  }
  if (saved.area) setAreaParams(params, saved.area);
  // One parameter per value: place names may contain commas.
  for (const f of saved.filters) params.append(f.field, f.value);
  params.set('sorting', 'recency');
  return `/jobs?${params.toString()}`;
}

/** docs/product.md §2 location types of the areas, as the listing's URL names them. */
const AREA_LOCATION_TYPES = {
  administrativeArea: 'administrative_area_level_1',
  country: 'country',
  postalArea: 'postal_code',
} as const satisfies Record<SavedSearchArea['kind'], string>;

/**
 * The listing's parameters of an area search. A country without a typed name (its label is its code) gets
 * no place text: the listing would look the code up as a place and drop it.
 */
function setAreaParams(params: URLSearchParams, { kind, value, label }: SavedSearchArea): void {
  if (kind !== 'country' || label !== value) params.set('geo_location', kind === 'postalArea' ? value : label);
  params.set('locationType', AREA_LOCATION_TYPES[kind]);
  if (kind === 'administrativeArea') params.set('administrative_area_level_1', value);
  if (kind === 'country') params.set('country', value);
}
