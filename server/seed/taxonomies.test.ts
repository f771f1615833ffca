import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../db/client';
import { taxonomyTerms } from '../db/schema';
import { openTestDb } from '../db/testing';
import { ARCHETYPES } from './employers';
import { OCCUPATIONS } from './occupations';
import { seedTaxonomies, TAXONOMY_TERMS, term, termsOf } from './taxonomies';

describe('taxonomy data', () => {
  it('has unique tids, and aliases that are unique URL slugs across all vocabularies', () => {
    const tids = TAXONOMY_TERMS.map((t) => t.tid);
    expect(new Set(tids).size).toBe(tids.length);
    const aliases = TAXONOMY_TERMS.map((t) => t.pathAliases.de);
    expect(new Set(aliases).size).toBe(aliases.length);
    for (const alias of aliases) expect(alias).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    for (const t of TAXONOMY_TERMS)
      expect(Math.floor(t.tid / 1000)).toBe(
        Math.floor(TAXONOMY_TERMS.find((o) => o.vocabulary === t.vocabulary)!.tid / 1000),
      );
  });

  it('has the vocabularies the product needs with German labels', () => {
    expect(termsOf('occupational_field').length).toBeGreaterThanOrEqual(25);
    expect(termsOf('employment_type').map((t) => t.label)).toEqual([
      'Vollzeit',
      'Teilzeit',
      'Minijob',
      'Ausbildung',
      'Praktikum',
      'Werkstudent',
      'Befristet',
      'Freiberuflich',
    ]);
    expect(termsOf('remote_option').map((t) => t.label)).toEqual(['Vor Ort', 'Hybrid', 'Remote']);
    expect(term('occupational_field', 'pflege-gesundheit').label).toBe('Pflege & Gesundheit');
    for (const vocabulary of [
      'industry',
      'benefit',
      'skill',
      'language',
      'degree_level',
      'field_of_study',
      'career_status',
    ] as const) {
      expect(termsOf(vocabulary).length).toBeGreaterThan(5);
    }
  });

  it('knows every term the occupations and employer archetypes refer to', () => {
    for (const o of OCCUPATIONS) {
      expect(() => term('occupational_field', o.field), o.id).not.toThrow();
      for (const k of o.skills) expect(() => term('skill', k), `${o.id}: ${k}`).not.toThrow();
      for (const k of o.degrees) expect(() => term('degree_level', k), `${o.id}: ${k}`).not.toThrow();
      for (const k of o.study ?? []) expect(() => term('field_of_study', k), `${o.id}: ${k}`).not.toThrow();
      for (const k of o.languages ?? []) expect(() => term('language', k), `${o.id}: ${k}`).not.toThrow();
      expect(o.pay[0]).toBeLessThan(o.pay[1]);
    }
    const occupationIds = new Set(OCCUPATIONS.map((o) => o.id));
    expect(occupationIds.size).toBe(OCCUPATIONS.length);
    for (const a of ARCHETYPES) {
      expect(() => term('industry', a.industry), a.id).not.toThrow();
      for (const k of a.benefits) expect(() => term('benefit', k), `${a.id}: ${k}`).not.toThrow();
      for (const [occ, , filter] of a.occupations) {
        expect(occupationIds.has(occ), `${a.id}: ${occ}`).toBe(true);
        // A title filter must leave at least one variant, or the archetype would silently post other titles.
        if (filter)
          expect(
            OCCUPATIONS.find((o) => o.id === occ)!.titles.some((t) => filter.test(t.replace(/@\w+$/, ''))),
            `${a.id}: ${occ} ${filter}`,
          ).toBe(true);
      }
    }
  });
});

describe('seedTaxonomies', () => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await openTestDb();
  });
  afterAll(async () => {
    await handle.close();
  });

  it('upserts every term by tid; a second run changes nothing', async () => {
    const tids = TAXONOMY_TERMS.map((t) => t.tid);
    const count = async () => {
      const [row] = await handle.db
        .select({ n: sql<number>`count(*)::int` })
        .from(taxonomyTerms)
        .where(inArray(taxonomyTerms.tid, tids));
      return Number(row.n);
    };
    expect(await seedTaxonomies(handle.db)).toBe(TAXONOMY_TERMS.length);
    expect(await count()).toBe(TAXONOMY_TERMS.length);
    await seedTaxonomies(handle.db);
    expect(await count()).toBe(TAXONOMY_TERMS.length);
    const [teilzeit] = await handle.db
      .select()
      .from(taxonomyTerms)
      .where(inArray(taxonomyTerms.tid, [term('employment_type', 'teilzeit').tid]));
    expect(teilzeit).toMatchObject({
      vocabulary: 'employment_type',
      label: 'Teilzeit',
      pathAliases: { de: 'teilzeit' },
    });
  });
});
