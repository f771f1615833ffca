// Looking an organization up by name (support's switcher, the organization admins' page).
import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client';
import { organizations } from '../db/schema';
import { closeGraphQLTestDb, openGraphQLTestDb, OTHER_REGION, REGION } from '../graphql/testing';
import { containsPattern, searchOrganizationsByName } from './organization-name-search';

describe('containsPattern', () => {
  it.each([
    ['Bäckerei', '%Bäckerei%'],
    ['100%', '%100\\%%'],
    ['a_b', '%a\\_b%'],
    ['C:\\Daten', '%C:\\\\Daten%'],
  ])('%s is looked for literally as %s', (words, pattern) => {
    expect(containsPattern(words)).toBe(pattern);
  });
});

describe('searchOrganizationsByName', () => {
  let db: Db;
  const tag = randomUUID().slice(0, 8);
  const ids: string[] = [];

  beforeAll(async () => {
    db = await openGraphQLTestDb();
    const rows = await db
      .insert(organizations)
      .values([
        { regionId: REGION, slug: `a-${tag}`, name: `Zimmerei ${tag} 100% Holz` },
        { regionId: REGION, slug: `b-${tag}`, name: `Bäckerei ${tag} 1000 Brote` },
        { regionId: REGION, slug: `c-${tag}`, name: `bäckerei ${tag} am Markt` },
        { regionId: OTHER_REGION, slug: `d-${tag}`, name: `Bäckerei ${tag} anderswo` },
      ])
      .returning({ id: organizations.id });
    ids.push(...rows.map((r) => r.id));
  });
  afterAll(async () => {
    await db.delete(organizations).where(inArray(organizations.id, ids));
    await closeGraphQLTestDb();
  });

  it('finds names containing the words in any case, of this site only, by name', async () => {
    const found = await searchOrganizationsByName(db, REGION, `BÄCKEREI ${tag}`);
    expect(found.map((o) => o.name)).toEqual([`Bäckerei ${tag} 1000 Brote`, `bäckerei ${tag} am Markt`]);
  });

  it('takes % and _ literally', async () => {
    expect((await searchOrganizationsByName(db, REGION, `${tag} 100%`)).map((o) => o.slug)).toEqual([`a-${tag}`]);
    expect(await searchOrganizationsByName(db, REGION, `${tag}_`)).toEqual([]);
  });
});
