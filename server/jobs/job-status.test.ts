import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../db/client';
import { jobs, organizations } from '../db/schema';
import { deleteTestRegions, openTestDb, testRegionId } from '../db/testing';
import { jobPageStatus } from './job-status';

let handle: DbHandle;
const region = testRegionId('job-status');
let id: string;

beforeAll(async () => {
  handle = await openTestDb();
  const [org] = await handle.db
    .insert(organizations)
    .values({ regionId: region, slug: `feindlich-${region}`, name: 'Feindlich GmbH' })
    .returning({ id: organizations.id });
  const yesterday = new Date(Date.now() - 86_400_000);
  const [job] = await handle.db
    .insert(jobs)
    .values({ regionId: region, organizationId: org.id, title: 'Offen', state: 'published', publishedAt: yesterday })
    .returning({ id: jobs.id });
  id = job.id;
});
afterAll(async () => {
  await deleteTestRegions(handle, [region]);
  await handle.close();
});

// Security review: path input that is no job id answers 404 (hidden) and never reaches PostgreSQL's uuid cast.
describe('jobPageStatus with hostile ids', () => {
  it.each<[string, (real: string) => string, string]>([
    ['the real id', (real) => real, 'open'],
    ['the real id in capitals', (real) => real.toUpperCase(), 'open'],
    ['a word', () => 'abc', 'hidden'],
    ['an empty id', () => '', 'hidden'],
    ['a null byte', () => '\u0000', 'hidden'],
    ['the real id with a null byte', (real) => `${real}\u0000`, 'hidden'],
    ['an encoded null byte left undecoded', () => '%00', 'hidden'],
    ['10 kB', () => 'a'.repeat(10_240), 'hidden'],
    ['the real id and 10 kB more', (real) => real + '0'.repeat(10_240), 'hidden'],
    ['a zero-width space inside the real id', (real) => `${real.slice(0, 8)}\u200b${real.slice(8)}`, 'hidden'],
    ['a right-to-left override before the real id', (real) => `\u202e${real}`, 'hidden'],
    ['a lone surrogate', () => '\ud800', 'hidden'],
    ['SQL', () => "' or '1'='1", 'hidden'],
    ['an unknown job id', () => randomUUID(), 'hidden'],
  ])('%s → %s', async (_case, make, expected) => {
    expect(await jobPageStatus(handle.db, region, make(id))).toBe(expected);
  });
});
