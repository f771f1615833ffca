import { type SQL, and, or, sql } from 'drizzle-orm';
import { resumes, taxonomyTerms } from '../db/schema';
import { currentJobSql } from '../resumes/current-employer';
import { escapeRegex, formQuery } from './fulltext-sql';
import type { AnalyzedTerm } from './german/analyze-query';
import { codesOfGroups } from './occupations/query-occupations';

/** Ranking weights in ts_rank's order D, C, B, A: the desired job first, experience and skills next. */
const RANK_WEIGHTS = '{0.05, 0.2, 0.5, 1.0}';

/** The texts of one list group's fields, joined: `(select string_agg(…) from jsonb_array_elements(list))`. */
function listText(list: SQL, fields: readonly string[]): SQL {
  const parts = sql.join(
    fields.map((f) => sql`e->>${f}`),
    sql`, `,
  );
  return sql`coalesce((select string_agg(concat_ws(' ', ${parts}), ' ') from jsonb_array_elements(${list}) e), '')`;
}

/**
 * The experience's companies and summaries; the company of a current job only while its owner shows it, so a
 * recruiter's "Siemens" does not find the Siemens employee who hides their employer (server/resumes/current-employer.ts).
 */
function experienceText(): SQL {
  const entry = sql`e`;
  const company = sql`case when ${resumes.showCurrentEmployer} or not ${currentJobSql(entry)} then ${entry}->>'companyName' end`;
  return sql`coalesce((select string_agg(concat_ws(' ', ${company}, ${entry}->>'summary'), ' ')
    from jsonb_array_elements(${resumes.workExperience}) ${entry}), '')`;
}

const termLabels = (tids: SQL) =>
  sql`coalesce((select string_agg(${taxonomyTerms.label}, ' ') from ${taxonomyTerms} where ${taxonomyTerms.tid} = any(${tids})), '')`;

const words = (text: SQL) => sql`to_tsvector('simple'::regconfig, ${text})`;

/** The alias of the per-resume texts that resumeTextsSql computes and resumeVectorSql reads. */
const TEXTS = sql.raw('resume_texts');

/**
 * A resume's texts, once per row: `cross join lateral (…) resume_texts` after `from resumes`. OFFSET 0 keeps
 * PostgreSQL from pulling the subquery up, which would copy the term label and list lookups into each place
 * resumeVectorSql uses them (the benchmark measured the labels' word parts as the largest single cost).
 */
export function resumeTextsSql(): SQL {
  const title = sql`coalesce(${resumes.jobPreferences}->>'title', '')`;
  const jobTitles = listText(sql`${resumes.workExperience}`, ['jobTitle']);
  const labels = sql`${termLabels(sql`${resumes.occupationTids} || ${resumes.skillTids}`)} || ' ' || coalesce(${resumes.skills}->>'free', '')`;
  const rest = sql`${experienceText()} || ' ' || ${listText(sql`${resumes.education}`, [
    'institution',
    'studyProgram',
    'summary',
  ])} || ' ' || coalesce(${resumes.languages}->>'free', '')`;
  return sql`cross join lateral (select ${title} as title, ${jobTitles} as job_titles, ${labels} as labels,
    ${rest} as rest offset 0) ${TEXTS}`;
}

/**
 * A resume's search vector, built in the query from resumeTextsSql's texts (resumes have no stored one: a
 * site holds few thousand visible resumes, and the search reads them through the region index first).
 * 'simple' configuration and word parts as the job search has them (job_title_word_parts, migration 0006), so
 * "pflege:*" finds "Altenpflegerin". Weights: A the desired job; B the job titles of the experience, the
 * occupations and the skills (chosen and free); C companies, summaries, education and the free language text.
 */
export function resumeVectorSql(): SQL {
  const [title, jobTitles, labels, rest] = ['title', 'job_titles', 'labels', 'rest'].map(
    (column) => sql`${TEXTS}.${sql.raw(column)}`,
  );
  return sql`(setweight(${words(title)}, 'A') || setweight(job_title_word_parts(${title}), 'A')
    || setweight(${words(jobTitles)}, 'B') || setweight(job_title_word_parts(${jobTitles}), 'B')
    || setweight(${words(labels)}, 'B') || setweight(job_title_word_parts(${labels}), 'B')
    || setweight(${words(rest)}, 'C'))`;
}

/**
 * Whether the resume's desired occupation is of the term's (server/search/occupations/): 1.5 the very
 * occupation, 1 another of its group, else 0.
 */
function occupationScore(codes: readonly string[]): SQL<number> {
  const list = (of: readonly string[]) => `{${of.filter((c) => /^\d+$/.test(c)).join(',')}}`;
  return sql<number>`(case when ${resumes.occupationCodes} && ${list(codes)}::text[] then 1.5
    when ${resumes.occupationCodes} && ${list(codesOfGroups(codes))}::text[] then 1 else 0 end)`;
}

/**
 * Every typed word (AND) in one of its forms (OR) — the job search's German word handling
 * (server/search/german/) — against `vector`, or the resume's desired occupation when the word names one
 * (a recruiter's "Buchhalter" finds a resume that wants "Finanzbuchhaltung"); ranked by the occupation and
 * where the typed words stand.
 */
export function resumeFulltextSql(terms: AnalyzedTerm[], vector: SQL): { where: SQL | undefined; rank: SQL<number> } {
  const matched = terms
    .map((term) => {
      const query = [...new Set(term.forms.map(formQuery).filter((q): q is string => q !== null))].join(' | ');
      const words = query ? sql`${vector} @@ to_tsquery('simple', ${query})` : undefined;
      return term.occupations?.length ? or(words, sql`${occupationScore(term.occupations)} > 0`) : words;
    })
    .filter((condition): condition is SQL => condition !== undefined);
  if (matched.length === 0) return { where: undefined, rank: sql<number>`0` };
  const typed = terms
    .map((t) => formQuery({ text: t.typed, match: 'part' }))
    .filter(Boolean)
    .join(' | ');
  // A word in the desired job counts a whole point: the job someone wants ranks above one they once had.
  const inTitle = terms.map((term) => {
    const pattern = term.forms
      .filter((f) => f.match !== 'parts')
      .map((f) => escapeRegex(f.text))
      .join('|');
    return pattern ? sql`(coalesce(${resumes.jobPreferences}->>'title', '') ~* ${pattern})::int` : sql`0`;
  });
  const withCodes = terms.filter((t) => t.occupations?.length).map((t) => occupationScore(t.occupations ?? []));
  const occupations = withCodes.length ? sql.join(withCodes, sql` + `) : sql`0`;
  return {
    where: and(...matched),
    rank: sql<number>`(${sql.join(inTitle, sql` + `)} + ${occupations} + ts_rank(${RANK_WEIGHTS}::float4[], ${vector}, to_tsquery('simple', ${typed})))`,
  };
}
