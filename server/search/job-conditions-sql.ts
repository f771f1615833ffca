import { type SQL, and, eq, isNull, or, sql } from 'drizzle-orm';
import { jobs, organizations } from '../db/schema';
import { likeContains } from './fulltext-terms';
import { anyPlaceNamedSql } from './job-places-sql';
import {
  type JobCondition,
  type JobFacetField,
  type JobTermField,
  isJobTermField,
  MISSING_VALUE,
} from './job-search-query';

/*
 * The filters of a job search as conditions on the rows the search reads (the search table under the name `jobs`,
 * docs/architecture.md, "The search table"): a field's values ORed, the fields ANDed.
 */

/** The columns of the term fields: integer arrays of taxonomy tids on the job. */
export const TERM_COLUMNS = {
  occupational_field: jobs.occupationalFields,
  employment_type: jobs.employmentTypes,
  remote_options: jobs.remoteOptions,
  degree_level: jobs.degreeLevels,
} as const satisfies Record<JobTermField, unknown>;

function conditionSql(c: JobCondition, regionId: string): SQL | undefined {
  const negate = c.operator === '<>';
  const wrap = (s: SQL | undefined) => (s && negate ? sql`not (${s})` : s);
  if (isJobTermField(c.field)) {
    const column = TERM_COLUMNS[c.field];
    if (c.value === MISSING_VALUE) return wrap(sql`cardinality(${column}) = 0`);
    return wrap(sql`${Number(c.value)} = any(${column})`);
  }
  switch (c.field) {
    case 'job_organization_name':
      return wrap(
        sql`${jobs.organizationId} in (select ${organizations.id} from ${organizations} where ${organizations.regionId} = ${regionId} and ${organizations.slug} = ${c.value})`,
      );
    case 'job_location':
      return wrap(c.value === MISSING_VALUE ? isNull(jobs.locationLabel) : anyPlaceNamedSql(c.value));
    case 'title':
      return wrap(sql`${jobs.title} ilike ${likeContains(c.value.toLowerCase())}`);
    case 'job_id':
      return wrap(eq(jobs.id, c.value));
    case 'years_of_experience': {
      if (c.value === MISSING_VALUE) return wrap(isNull(jobs.yearsOfExperience));
      const n = Number(c.value);
      const ops = {
        '=': sql`=`,
        '<>': sql`=`,
        '<': sql`<`,
        '<=': sql`<=`,
        '>': sql`>`,
        '>=': sql`>=`,
        LIKE: sql`=`,
      } as const;
      return wrap(sql`${jobs.yearsOfExperience} ${ops[c.operator]} ${n}`);
    }
  }
  return undefined;
}

/** The AND of OR groups, without the conditions on `skipField` (an OR facet counts without its own filter). */
export function groupsSql(groups: JobCondition[][], regionId: string, skipField?: JobFacetField): SQL | undefined {
  const parts = groups
    .map((group) => group.filter((c) => c.field !== skipField))
    .filter((group) => group.length > 0)
    .map((group) => or(...group.map((c) => conditionSql(c, regionId))));
  return parts.length ? and(...parts) : undefined;
}
