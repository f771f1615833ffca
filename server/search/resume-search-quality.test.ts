// Resume search quality: each row is a query as recruiters type it, the resumes it must find and those it must
// not. The real engine (the job search's German word handling) on the real database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../db/client';
import { openTestDb, testRegionId } from '../db/testing';
import { searchResumes } from './resume-search';
import { classifyWithoutOccupations } from './occupations/classify-stored';
import { ANY_SEARCHER, deleteResumeFixtures, insertResumeFixtures, type ResumeFixture } from './resume-search-testing';

let handle: DbHandle;
const region = testRegionId('resume-quality');

const FIXTURES: Record<string, ResumeFixture> = {
  pflegefachkraft: {
    title: 'Pflegefachkraft',
    work: [{ jobTitle: 'Pflegefachkraft', companyName: 'Klinikum Rosenheim', end: '2024-06' }],
  },
  altenpflegerin: {
    title: 'Altenpflegerin',
    work: [{ jobTitle: 'Altenpflegerin', summary: 'Grundpflege im Wohnbereich' }],
  },
  quereinsteigerin: {
    title: 'Betreuungskraft',
    work: [
      { jobTitle: 'Pflegehelferin', companyName: 'Seniorenheim St. Anna', end: '2025-01' },
      { jobTitle: 'Verkäuferin' },
    ],
  },
  staplerfahrer: { title: 'Staplerfahrer', work: [{ jobTitle: 'Lagerist', summary: 'Kommissionierung mit SAP' }] },
  entwickler: { title: 'Softwareentwickler', skillsFree: 'Java, Kotlin, PostgreSQL', study: 'Informatik' },
  ingenieur: { title: 'Entwicklungsingenieur', study: 'Elektrotechnik' },
  aerztin: { title: 'Assistenzärztin', work: [{ jobTitle: 'Assistenzärztin Innere Medizin' }] },
  kauffrau: {
    title: 'Kauffrau für Büromanagement',
    work: [{ jobTitle: 'Bürokraft', companyName: 'Praxis Dr. Koch', end: '2025-03' }],
  },
  koch: { title: 'Koch', work: [{ jobTitle: 'Jungkoch', companyName: 'Gasthof zur Post' }] },
  kfz: { title: 'Kfz-Mechatroniker', work: [{ jobTitle: 'Kfz-Mechatroniker' }] },
  // Wants a field, not a title: found by the occupation the recruiter's word names.
  buchhaltung: { title: 'Finanzbuchhaltung', work: [{ jobTitle: 'Sachbearbeiterin Kreditoren' }] },
  // No desired job: the most recent one says what she does.
  lagerarbeiterin: { title: '', work: [{ jobTitle: 'Lagerarbeiterin (m/w/d)', companyName: 'Spedition Roth' }] },
};
let ids: Record<string, string>;
let userIds: string[];

beforeAll(async () => {
  handle = await openTestDb();
  ({ ids, userIds } = await insertResumeFixtures(handle.db, region, FIXTURES));
  // As the seeds do after writing in bulk: the product classifies the resumes it saves itself.
  await classifyWithoutOccupations(handle.db);
});
afterAll(async () => {
  await deleteResumeFixtures(handle.db, userIds);
  await handle.close();
});

type Key = keyof typeof FIXTURES;
const ROWS: Array<{ query: string; finds: Key[]; not: Key[] }> = [
  { query: 'Pflege', finds: ['pflegefachkraft', 'altenpflegerin', 'quereinsteigerin'], not: ['koch', 'kauffrau'] },
  { query: 'Pflegerin', finds: ['altenpflegerin'], not: ['pflegefachkraft', 'koch'] },
  { query: 'Altenpfleger', finds: ['altenpflegerin'], not: ['kfz'] },
  { query: 'Pflegefachkräfte', finds: ['pflegefachkraft'], not: ['altenpflegerin'] },
  { query: 'Ärztin', finds: ['aerztin'], not: ['pflegefachkraft'] },
  { query: 'Arzt', finds: ['aerztin'], not: ['kauffrau'] },
  { query: 'Entwickler', finds: ['entwickler'], not: ['ingenieur'] },
  { query: 'Java', finds: ['entwickler'], not: ['ingenieur'] },
  { query: 'Informatik', finds: ['entwickler'], not: ['ingenieur'] },
  { query: 'Stapler', finds: ['staplerfahrer'], not: ['kfz'] },
  { query: 'Lager SAP', finds: ['staplerfahrer'], not: ['entwickler'] },
  { query: 'Kfz', finds: ['kfz'], not: ['koch'] },
  { query: 'Köchin', finds: ['koch'], not: ['entwickler'] },
  { query: 'Klinikum Rosenheim', finds: ['pflegefachkraft'], not: ['altenpflegerin'] },
  { query: 'Seniorenheim', finds: ['quereinsteigerin'], not: ['altenpflegerin'] },
  { query: 'Büromanagement', finds: ['kauffrau'], not: ['koch'] },
  { query: 'Buchhalter', finds: ['buchhaltung'], not: ['kauffrau', 'staplerfahrer'] },
  { query: 'Lagerhelfer', finds: ['lagerarbeiterin'], not: ['buchhaltung'] },
];

describe('resume search quality', () => {
  it.each(ROWS)('$query', async ({ query, finds, not }) => {
    const { hits } = await searchResumes(
      handle.db,
      { regionId: region, keys: query, geo: null, filters: {}, page: 1, searcher: ANY_SEARCHER },
      new Date(),
    );
    const got = hits.map((h) => h.id);
    for (const key of finds) expect(got, `${query} finds ${key}`).toContain(ids[key]);
    for (const key of not) expect(got, `${query} not ${key}`).not.toContain(ids[key]);
  });

  // A company named Koch is found too (the companies of past jobs are searched), but below the cook.
  it.each<[string, Key, Key]>([
    ['Pflege', 'altenpflegerin', 'quereinsteigerin'],
    ['Pflege', 'pflegefachkraft', 'quereinsteigerin'],
    ['Koch', 'koch', 'kauffrau'],
  ])('%s: %s ranks above %s', async (query, above, below) => {
    const { hits } = await searchResumes(
      handle.db,
      { regionId: region, keys: query, geo: null, filters: {}, page: 1, searcher: ANY_SEARCHER },
      new Date(),
    );
    const order = hits.map((h) => h.id);
    expect(order.indexOf(ids[above])).toBeGreaterThanOrEqual(0);
    expect(order.indexOf(ids[above])).toBeLessThan(order.indexOf(ids[below]));
  });
});
