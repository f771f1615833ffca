import { type SQL, and, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { jobLocations, jobs } from '../db/schema';
import type { JobSearchGeo } from './job-search-query';

/**
 * A job's work places in search. The main place is on the job row (address, location_label, lat, lon) and is
 * read there, as before there were several; the further places (job_locations with position > 0, a partial
 * index each) are few, so asking them costs a small lookup and a job with one place pays almost nothing.
 */

type RadiusGeo = Extract<JobSearchGeo, { kind: 'radius' }>;
type AreaGeo = Exclude<JobSearchGeo, RadiusGeo>;

const EARTH_RADIUS_KM = 6371;
const KM_PER_DEGREE_LAT = 111.32;

/** Great-circle distance in km from the searched point to a place's coordinates (haversine). */
export function distanceSql(latColumn: AnyPgColumn, lonColumn: AnyPgColumn, geo: RadiusGeo): SQL<number> {
  return sql<number>`(${2 * EARTH_RADIUS_KM} * asin(sqrt(
    power(sin(radians(${latColumn} - ${geo.lat}) / 2), 2) +
    cos(radians(${geo.lat})) * cos(radians(${latColumn})) * power(sin(radians(${lonColumn} - ${geo.lon}) / 2), 2)
  )))`;
}

/** A bounding box first (cheap, and the index's range), then the exact distance. */
export function withinSql(latColumn: AnyPgColumn, lonColumn: AnyPgColumn, geo: RadiusGeo): SQL | undefined {
  const dLat = geo.radiusKm / KM_PER_DEGREE_LAT;
  const dLon = geo.radiusKm / (KM_PER_DEGREE_LAT * Math.max(0.01, Math.cos((geo.lat * Math.PI) / 180)));
  return and(
    sql`${latColumn} between ${geo.lat - dLat} and ${geo.lat + dLat}`,
    sql`${lonColumn} between ${geo.lon - dLon} and ${geo.lon + dLon}`,
    sql`${distanceSql(latColumn, lonColumn, geo)} <= ${geo.radiusKm}`,
  );
}

const FURTHER = sql`${jobLocations.position} > 0`;

/**
 * The job has further places and one of them meets the condition (a hashed subplan). The flag keeps the
 * lookup away from the many jobs with one place.
 */
const furtherPlaceWhere = (condition: SQL | undefined) =>
  sql`(${jobs.furtherPlaces} and ${jobs.id} in (select ${jobLocations.jobId} from ${jobLocations} where ${FURTHER} and ${condition}))`;

/**
 * Any of the job's places lies in the radius. The main place is tested first, inside the scan of the jobs;
 * only a job whose main place is outside asks the (few) further places in the radius.
 */
export function radiusSql(geo: RadiusGeo): SQL {
  return sql`(${withinSql(jobs.lat, jobs.lon, geo)} or ${furtherPlaceWhere(withinSql(jobLocations.lat, jobLocations.lon, geo))})`;
}

/** Kilometres to the job's main place (the search's rows carry it as distance_km). */
export const mainDistanceSql = (geo: RadiusGeo): SQL<number> => distanceSql(jobs.lat, jobs.lon, geo);

/**
 * Kilometres to the nearest of a hit's places, from its main place's distance and its further places; asked
 * only for the page's hits with further places (`hit` names the page's rows: id, distance_km, further_places).
 */
export function nearestDistanceSql(geo: RadiusGeo, hit: SQL): SQL<number> {
  return sql<number>`case when ${hit}.further_places then least(${hit}.distance_km,
    (select min(${distanceSql(jobLocations.lat, jobLocations.lon, geo)})
      from ${jobLocations} where ${jobLocations.jobId} = ${hit}.id and ${FURTHER})) else ${hit}.distance_km end`;
}

/**
 * The address condition of a state, country or postal area on an address column (docs/product.md §9: never a radius).
 */
function areaSql(address: AnyPgColumn, geo: AreaGeo): SQL {
  if (geo.kind === 'administrativeArea') return sql`${address}->>'administrativeArea' = ${geo.name}`;
  if (geo.kind === 'country') return sql`coalesce(${address}->>'countryCode', 'DE') = ${geo.code}`;
  return sql`${address}->>'zip' like ${`${geo.prefix}%`}`;
}

/** Any of the job's places has its address in the state, country or postal area. */
export function anyPlaceInAreaSql(geo: AreaGeo): SQL {
  return sql`(${areaSql(jobs.address, geo)} or ${furtherPlaceWhere(areaSql(jobLocations.address, geo))})`;
}

/** Any of the job's places is named `label` (the job_location filter). */
export function anyPlaceNamedSql(label: string): SQL {
  return sql`(${jobs.locationLabel} = ${label} or ${furtherPlaceWhere(sql`${jobLocations.label} = ${label}`)})`;
}

/**
 * Each job once under each name of its places (the job_location facet's rows): the main place's label and
 * the further places' other labels. The search's condition runs once (the materialized hits); the further
 * places join only those hits that have some, through their small partial index.
 */
export function placeLabelRowsSql(where: SQL | undefined): SQL {
  return sql`with hits as materialized (select ${jobs.id} as id, ${jobs.locationLabel} as label,
      ${jobs.furtherPlaces} as further from ${jobs} where ${where})
    select id, label as value from hits where label is not null
    union all
    select distinct ${jobLocations.jobId}, ${jobLocations.label} from ${jobLocations}
      join hits on hits.id = ${jobLocations.jobId}
      where hits.further and ${FURTHER} and ${jobLocations.label} is distinct from hits.label`;
}

/**
 * The names of a job's places as an array (the job_location facet's values counted in the one facet pass,
 * facet-counts-sql.ts): the main place's label, and only for a job with further places their other labels, each
 * once, through their small partial index.
 */
export function placeLabelsSql(): SQL {
  return sql`case when ${jobs.furtherPlaces} then array[${jobs.locationLabel}] || array(select distinct ${jobLocations.label}
      from ${jobLocations} where ${jobLocations.jobId} = ${jobs.id} and ${FURTHER} and ${jobLocations.label} is distinct from ${jobs.locationLabel})
    else array[${jobs.locationLabel}] end`;
}
