import messages from '../../messages/de.json';
import type { SavedSearch } from '../db/schema';
import { fill } from '../mail/template';
import {
  filterConditionGroups,
  JOB_FACET_FIELDS,
  type JobSearchField,
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
  const geo = saved.geoLocation;
  return jobSearchQuery({
    ...options,
    keys: saved.search ?? '',
    conditions: filterConditionGroups(known),
    geo: geo && geo.radius ? { kind: 'radius', lat: geo.lat, lon: geo.lon, radiusKm: geo.radius } : null,
    sort: 'recency',
  });
}

/** How the alert is named in mails and pages: „Pflege“ in Rosenheim (+20 km) mit 2 Filtern. */
export function savedSearchLabel(saved: SavedSearch): string {
  const t = messages.jobAlert.label;
  const parts = [
    saved.search ? fill(t.search, { search: saved.search }) : '',
    saved.geoLocation ? fill(t.place, { place: saved.geoLocation.label, radius: saved.geoLocation.radius ?? 0 }) : '',
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
 * one parameter per value, which the listing's parser reads like its own comma lists (§5).
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
  // One parameter per value: place names may contain commas.
  for (const f of saved.filters) params.append(f.field, f.value);
  params.set('sorting', 'recency');
  return `/jobs?${params.toString()}`;
}
