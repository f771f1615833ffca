import messages from '../../messages/de.json';
import type { SavedResumeSearch } from '../db/schema';
import { fill } from '../mail/template';
import { RESUME_FACET_FIELDS } from '../search/resume-search-query';

const t = messages.resumeAlerts.criteria;

/** docs/product.md §2 public path of the resume search (internal /resumes); mails and the list link to it. */
export const RESUME_SEARCH_PATH = '/bewerbersuche';

const filterCount = (search: SavedResumeSearch) =>
  RESUME_FACET_FIELDS.reduce((n, field) => n + (search.filters[field]?.length ?? 0), 0);

/** The criteria in words ("„Pflege“ in Rosenheim (+30 km) mit 2 Filtern"): the default label and the list's summary. */
export function savedResumeSearchLabel(search: SavedResumeSearch): string {
  const count = filterCount(search);
  const parts = [
    search.keys ? fill(t.keys, { keys: search.keys }) : null,
    search.place ? fill(t.place, { place: search.place.label, radius: search.place.radiusKm }) : null,
    count === 0 ? null : count === 1 ? t.filterOne : fill(t.filters, { count }),
  ].filter((p): p is string => p !== null);
  return parts.length ? parts.join(' ') : t.all;
}

/**
 * The site path that runs the saved search on /bewerbersuche, with the parameters its URL reads
 * (lib/resume-search/search-state.ts): words, the place's name and radius, tids as comma lists, each
 * desired place's name as one parameter (names may hold commas).
 */
export function savedResumeSearchPath(search: SavedResumeSearch): string {
  const params = new URLSearchParams();
  if (search.keys) params.set('search', search.keys);
  if (search.place) {
    params.set('geo_location', search.place.label);
    params.set('radius', String(search.place.radiusKm));
  }
  for (const field of RESUME_FACET_FIELDS) {
    const chosen = search.filters[field] ?? [];
    if (field === 'region') for (const value of chosen) params.append(field, value);
    else if (chosen.length) params.set(field, chosen.join(','));
  }
  const query = params.toString();
  return `${RESUME_SEARCH_PATH}${query ? `?${query}` : ''}`;
}
