/**
 * What the fuzz tests of the endpoint send and check (security review): hostile text, extreme numbers, and the check
 * that an answer is a 4xx-type GraphQL error or data, never a 5xx, a masked internal error or a leaked internal.
 * FUZZ_SEED=<n> FUZZ_RUNS=<n> explore beyond the fixed seed and the modest default run count.
 */
import fc from 'fast-check';
import { expect } from 'vitest';
import { graphqlMessages } from './messages';
import { gql } from './testing';

export const SEED = Number(process.env.FUZZ_SEED ?? 20261110);
export const RUNS = Number(process.env.FUZZ_RUNS ?? 12);

/** Text an attacker tries: injections, markup, direction and width tricks, null characters, sheer length. */
const HOSTILE_TEXT = [
  '',
  ' ',
  "' OR 1=1 --",
  "'; DROP TABLE jobs; --",
  '"; SELECT pg_sleep(10); --',
  "1' UNION SELECT password FROM users --",
  '%',
  '_%\\',
  '\\',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(document.cookie)',
  '{{7*7}}${7*7}',
  '../../../../etc/passwd',
  '/\\evil.example',
  '\u202egnp.exe',
  'Pfle\u200bge\u200d\u2060',
  '\u200f\u200e\u061c',
  '\ufeff',
  '👩‍⚕️🏳️‍🌈',
  'e\u0301\u0301\u0301',
  '\ud800',
  '\u0001\u001b[31m\u007f',
  'ǅǈǋ ﬁ ß ẞ İ',
  ':* & | ! <-> ( )',
  'x'.repeat(300),
  'Pflege '.repeat(2000),
  'ä'.repeat(100_000),
];
/** Values some arguments accept, so that hostile text also reaches deeper checks next to valid parts. */
const PLAUSIBLE_TEXT = [
  'occupational_field',
  'employment_type',
  'remote_options',
  'job_location',
  'job_organization_name',
  'years_of_experience',
  'degree_level',
  'title',
  'job_id',
  'organization_name',
  'industry',
  '=',
  '<>',
  'LIKE',
  '>=',
  'OR',
  'AND',
  'locality',
  'administrative_area_level_1',
  'country',
  'DE',
  'de',
  '/',
  '/jobs',
  'weight',
  'type',
  'asc',
  'desc',
  'terms',
  'modal',
  'search_api_relevance',
  'field_job_publishing_date',
  '!',
  '1',
  'Rosenheim',
  'a@example.test',
];

/** Refused by validation wherever they appear, so rarer than the rest: they would hide the deeper checks. */
const NULL_TEXT = ['\u0000', 'a\u0000b', 'Rosenheim\u0000'];

export const hostileString = fc.oneof(
  { weight: 8, arbitrary: fc.constantFrom(...HOSTILE_TEXT) },
  { weight: 1, arbitrary: fc.constantFrom(...NULL_TEXT) },
  { weight: 4, arbitrary: fc.constantFrom(...PLAUSIBLE_TEXT) },
  { weight: 4, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  {
    weight: 2,
    arbitrary: fc.tuple(fc.constantFrom(...PLAUSIBLE_TEXT), fc.constantFrom(...HOSTILE_TEXT)).map(([a, b]) => a + b),
  },
);
export const uuid = fc.uuid();
export const extremeFloat = fc.oneof(
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(0, -0.5, 91, -181, 1e308, -1e308, 5e-324),
);

/** What must never reach a client: stack traces, SQL and driver errors, server paths, wrapped original errors. */
const LEAKS = [
  /originalError/,
  /"stack(trace)?"/i,
  /\bat [\w.<>]+ \([^)]*:\d+:\d+\)/,
  /Failed query/,
  /invalid byte sequence|syntax error at or near|violates .* constraint|duplicate key/,
  /node_modules|\.tsx?:\d+/,
  new RegExp(process.cwd().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
  /PGlite|drizzle/i,
];

/** Sends one operation and checks the answer; true when it carried data without errors. */
export async function expectSafeAnswer(
  query: string,
  variables: Record<string, unknown>,
  token: string | null,
): Promise<boolean> {
  const { status, json, text } = await gql(query, variables, { token });
  const context = `${query} ${JSON.stringify(variables).slice(0, 500)} → ${status} ${text.slice(0, 500)}`;
  expect(status, context).toBeLessThan(500);
  expect(json, context).toBeTypeOf('object');
  for (const error of json.errors ?? []) {
    expect(error.extensions?.code, context).not.toBe('INTERNAL_SERVER_ERROR');
    expect(error.message, context).not.toBe(graphqlMessages.errors.unexpected);
  }
  for (const leak of LEAKS) expect(text, context).not.toMatch(leak);
  return !json.errors;
}
