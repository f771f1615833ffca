import { and, type SQL, sql } from 'drizzle-orm';
import { jobLocations, jobs } from '../db/schema';

/**
 * Each job once under each town it is for (columns id, town, published_at, fields): its main place's label
 * and the labels of its further places, so a job in three towns counts in each, as search finds it there.
 * `where` selects the jobs; `jobs` may be the table or a CTE named like it with the columns used here.
 */
export function jobTownRowsSql(where: SQL | undefined): SQL {
  return sql`select ${jobs.id} as id, ${jobs.locationLabel} as town, ${jobs.publishedAt} as published_at,
      ${jobs.occupationalFields} as fields
    from ${jobs} where ${and(where, sql`${jobs.locationLabel} is not null`)}
    union
    select ${jobs.id}, ${jobLocations.label}, ${jobs.publishedAt}, ${jobs.occupationalFields}
    from ${jobs} join ${jobLocations} on ${jobLocations.jobId} = ${jobs.id} and ${jobLocations.position} > 0
    where ${and(where, sql`${jobs.furtherPlaces}`)}`;
}
