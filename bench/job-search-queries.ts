/**
 * The job search benchmark's query set (bench/job-search.ts): what job seekers of different regions type,
 * with an employment type filter and a place, asking for 10 hits and every facet count. The common words
 * match a large share of all ads (a word of the title or the offer list of most of them): the slow case of
 * a full-text index, which must stay within 3 × the median query (docs/architecture.md, "Job search").
 */
import { jobSearchQuery, type JobSearchQuery } from '../server/search/job-search-query';
import { buildJobSearchPayload, emptyJobSearchState, LISTING_FACETS } from '../lib/search/job-search-state';

/** Employment type tids of the seed (server/seed/taxonomy-data.ts): Vollzeit, Teilzeit. */
const VOLLZEIT = '2001';
const TEILZEIT = '2002';

export type BenchQuery = {
  region: string;
  keys: string;
  employment: string;
  lat: number;
  lon: number;
  radius: number;
  /** A word found in a large share of all ads. */
  common?: true;
};

export const QUERY_SET: readonly BenchQuery[] = [
  { region: 'rosenheim', keys: 'Pflege', employment: TEILZEIT, lat: 48.0608, lon: 12.2333, radius: 20 },
  { region: 'franken', keys: 'Elektriker', employment: VOLLZEIT, lat: 49.4521, lon: 11.0767, radius: 35 },
  { region: 'berlin-brandenburg', keys: 'Erzieherin', employment: TEILZEIT, lat: 52.52, lon: 13.405, radius: 20 },
  { region: 'hamburg', keys: 'Lager', employment: VOLLZEIT, lat: 53.5511, lon: 9.9937, radius: 50 },
  { region: 'stuttgart', keys: 'Softwareentwickler', employment: VOLLZEIT, lat: 48.7758, lon: 9.1829, radius: 50 },
  { region: 'sachsen', keys: 'Kfz Mechatroniker', employment: VOLLZEIT, lat: 51.0504, lon: 13.7373, radius: 50 },
  { region: 'nrw', keys: 'MFA', employment: TEILZEIT, lat: 51.2277, lon: 6.7735, radius: 35 },
  { region: 'augsburg', keys: 'Koch', employment: VOLLZEIT, lat: 48.3705, lon: 10.8978, radius: 20 },
  { region: 'franken', keys: 'Vollzeit', employment: VOLLZEIT, lat: 49.4521, lon: 11.0767, radius: 50, common: true },
  { region: 'hamburg', keys: 'Mitarbeiter', employment: TEILZEIT, lat: 53.5511, lon: 9.9937, radius: 50, common: true },
  { region: 'nrw', keys: 'Erfahrung', employment: VOLLZEIT, lat: 51.2277, lon: 6.7735, radius: 50, common: true },
];

/** How a query is named in the tables. */
export const queryName = (q: BenchQuery) => `${q.keys} (${q.region})`;

/** The listing's own payload for the query (its search state, as the /jobs page builds it). */
export function payloadOf(q: BenchQuery) {
  const state = {
    ...emptyJobSearchState(),
    search: q.keys,
    lat: q.lat,
    lon: q.lon,
    radius: q.radius,
    locationType: 'locality',
    filters: { employment_type: [q.employment] },
  };
  return buildJobSearchPayload(state, { language: 'de', hideRadiusFor: [] });
}

/** The engine's query for the same search. */
export function engineQueryOf(q: BenchQuery): JobSearchQuery {
  return jobSearchQuery({
    regionId: q.region,
    language: 'de',
    now: new Date(),
    keys: q.keys,
    conditions: [[{ field: 'employment_type', operator: '=', value: q.employment }]],
    geo: { kind: 'radius', lat: q.lat, lon: q.lon, radiusKm: q.radius },
    facets: LISTING_FACETS.map((field) => ({ field, limit: 100, operator: 'OR', minCount: 1, missing: false })),
  });
}
