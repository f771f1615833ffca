// @module-tag postgres
// The owner's privacy settings on the real database: suggestions while typing, blocking by a picked organization
// or a typed name (compared as the company sign-up compares names), the bound, unblocking, the current employer.
import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../db/client';
import { organizations, resumeBlockedOrganizations, resumes, users } from '../db/schema';
import { openTestDb, testRegionId } from '../db/testing';
import { organizationsNamed, suggestOrganizations, SUGGESTION_LIMIT } from './organization-names';
import {
  blockOrganizations,
  loadResumePrivacy,
  MAX_BLOCKED_ORGANIZATIONS,
  ownResumeById,
  setCurrentEmployerShown,
  unblockOrganization,
} from './resume-privacy';

let handle: DbHandle;
const region = testRegionId('privacy');
const other = testRegionId('privacy-other');
const ORGANIZATIONS = [
  'Müller GmbH',
  'Mueller GmbH & Co. KG',
  'Bäckerei Müller',
  'Siemens AG',
  'Siemens Healthineers AG',
  'Café Sonne',
  'Stadtwerke Rosenheim',
  'ÄRZTEHAUS SÜD',
  'Crêperie Ùnique',
];
const ids: Record<string, string> = {};
let owner: string;
let resumeId: string;

beforeAll(async () => {
  handle = await openTestDb();
  const rows = await handle.db
    .insert(organizations)
    .values([
      ...ORGANIZATIONS.map((name) => ({ regionId: region, slug: `o-${randomUUID()}`, name })),
      { regionId: other, slug: `o-${randomUUID()}`, name: 'Siemens AG' },
    ])
    .returning({ id: organizations.id, name: organizations.name, regionId: organizations.regionId });
  for (const row of rows) if (row.regionId === region) ids[row.name] = row.id;
  ids.elsewhere = rows.find((r) => r.regionId === other)!.id;
  const [user] = await handle.db
    .insert(users)
    .values({ email: `privacy-${randomUUID().slice(0, 8)}@example.test` })
    .returning({ id: users.id });
  owner = user.id;
  const [resume] = await handle.db
    .insert(resumes)
    .values({ userId: owner, regionId: region, visible: true, complete: true })
    .returning({ id: resumes.id });
  resumeId = resume.id;
});
afterAll(async () => {
  await handle.db.delete(users).where(inArray(users.id, [owner]));
  await handle.db.delete(organizations).where(inArray(organizations.id, Object.values(ids)));
  await handle.close();
});

const names = (list: Array<{ name: string }>) => list.map((o) => o.name).sort();
const blocked = async () =>
  names((await loadResumePrivacy(handle.db, { id: resumeId, showCurrentEmployer: false })).blocked);
const clear = () =>
  handle.db.delete(resumeBlockedOrganizations).where(inArray(resumeBlockedOrganizations.resumeId, [resumeId]));

describe('suggestions while typing', () => {
  it.each<[string, string[]]>([
    ['mü', ['Bäckerei Müller', 'Mueller GmbH & Co. KG', 'Müller GmbH']],
    ['mue', ['Bäckerei Müller', 'Mueller GmbH & Co. KG', 'Müller GmbH']],
    ['MÜLLER gmbh', ['Mueller GmbH & Co. KG', 'Müller GmbH']],
    ['siem', ['Siemens AG', 'Siemens Healthineers AG']],
    ['cafe', ['Café Sonne']],
    ['ärztehaus süd', ['ÄRZTEHAUS SÜD']],
    ['aerzte', ['ÄRZTEHAUS SÜD']],
    ['creperie unique', ['Crêperie Ùnique']],
    ['s', []],
    ['%', []],
    ['Sparkasse', []],
  ])('%s suggests %j, only of this site', async (typed, expected) => {
    expect(names(await suggestOrganizations(handle.db, region, typed))).toEqual(expected);
  });

  it('puts names that start with the word first, and stops at the limit', async () => {
    expect((await suggestOrganizations(handle.db, region, 'müller')).map((o) => o.name)[2]).toBe('Bäckerei Müller');
    expect(SUGGESTION_LIMIT).toBe(8);
  });
});

describe('names', () => {
  it.each<[string, string[]]>([
    ['Müller GmbH', ['Mueller GmbH & Co. KG', 'Müller GmbH']],
    ['mueller', ['Mueller GmbH & Co. KG', 'Müller GmbH']],
    ['  SIEMENS  ag ', ['Siemens AG']],
    ['Siemens', ['Siemens AG']],
    ['Cafe Sonne', ['Café Sonne']],
    ['Ärztehaus Süd GmbH', ['ÄRZTEHAUS SÜD']],
    ['Siemens Health', []],
    ['GmbH', []],
  ])('%s names %j', async (typed, expected) => {
    expect(names(await organizationsNamed(handle.db, region, typed))).toEqual(expected);
  });
});

describe('blocking', () => {
  it('blocks a picked organization of the site, once however often it is picked', async () => {
    await clear();
    const input = { resumeId, regionId: region, organizationId: ids['Siemens AG'] };
    expect(await blockOrganizations(handle.db, input)).toEqual({
      ok: true,
      added: [{ id: ids['Siemens AG'], name: 'Siemens AG' }],
    });
    expect(await blockOrganizations(handle.db, input)).toMatchObject({ ok: true });
    expect(await blocked()).toEqual(['Siemens AG']);
  });

  it('refuses another site’s organization as unknown', async () => {
    const input = { resumeId, regionId: region, organizationId: ids.elsewhere };
    expect(await blockOrganizations(handle.db, input)).toEqual({ ok: false, refusal: 'unknown', suggestions: [] });
  });

  it('blocks every organization a typed name names', async () => {
    await clear();
    const result = await blockOrganizations(handle.db, { resumeId, regionId: region, name: 'Mueller GmbH' });
    expect(result.ok && names(result.added)).toEqual(['Mueller GmbH & Co. KG', 'Müller GmbH']);
    expect(await blocked()).toEqual(['Mueller GmbH & Co. KG', 'Müller GmbH']);
  });

  it('refuses a name that names none with what to pick from, and an empty one', async () => {
    expect(await blockOrganizations(handle.db, { resumeId, regionId: region, name: 'Siemens Health' })).toEqual({
      ok: false,
      refusal: 'unknown',
      suggestions: [{ id: ids['Siemens Healthineers AG'], name: 'Siemens Healthineers AG' }],
    });
    for (const name of ['', '  ', 'GmbH & Co. KG'])
      expect(await blockOrganizations(handle.db, { resumeId, regionId: region, name })).toMatchObject({
        ok: false,
        refusal: 'nameEmpty',
      });
  });

  it(`keeps at most ${MAX_BLOCKED_ORGANIZATIONS}`, async () => {
    await clear();
    const many = await handle.db
      .insert(organizations)
      .values(
        Array.from({ length: MAX_BLOCKED_ORGANIZATIONS }, (_, i) => ({
          regionId: region,
          slug: `viele-${randomUUID()}`,
          name: `Viele ${i}`,
        })),
      )
      .returning({ id: organizations.id });
    try {
      await handle.db.insert(resumeBlockedOrganizations).values(many.map((o) => ({ resumeId, organizationId: o.id })));
      const input = { resumeId, regionId: region, organizationId: ids['Café Sonne'] };
      expect(await blockOrganizations(handle.db, input)).toMatchObject({ ok: false, refusal: 'tooMany' });
      // One already on the list changes nothing and is no error.
      expect(await blockOrganizations(handle.db, { ...input, organizationId: many[0].id })).toMatchObject({ ok: true });
    } finally {
      await handle.db.delete(organizations).where(
        inArray(
          organizations.id,
          many.map((o) => o.id),
        ),
      );
    }
  });

  it('unblocks; one not on the list leaves it as it is', async () => {
    await clear();
    await blockOrganizations(handle.db, { resumeId, regionId: region, organizationId: ids['Siemens AG'] });
    await unblockOrganization(handle.db, resumeId, ids['Café Sonne']);
    expect(await blocked()).toEqual(['Siemens AG']);
    await unblockOrganization(handle.db, resumeId, ids['Siemens AG']);
    expect(await blocked()).toEqual([]);
  });
});

describe('the owner’s resume and the current employer', () => {
  it('answers the owner only', async () => {
    expect(await ownResumeById(handle.db, { userId: owner, regionId: region, resumeId })).toMatchObject({
      id: resumeId,
    });
    expect(await ownResumeById(handle.db, { userId: randomUUID(), regionId: region, resumeId })).toBeNull();
    expect(await ownResumeById(handle.db, { userId: owner, regionId: other, resumeId })).toBeNull();
  });

  it('is hidden by default and shown on request', async () => {
    const row = await ownResumeById(handle.db, { userId: owner, regionId: region, resumeId });
    expect(row?.showCurrentEmployer).toBe(false);
    expect((await setCurrentEmployerShown(handle.db, resumeId, true)).showCurrentEmployer).toBe(true);
    expect((await setCurrentEmployerShown(handle.db, resumeId, false)).showCurrentEmployer).toBe(false);
  });
});
