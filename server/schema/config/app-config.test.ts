// Integration tests of getAppConfig through the real route handler and database. The test helpers go first: they
// point getDb() at a test database.
import { firstError, gql, OTHER_REGION, REGION } from '../../graphql/testing';
import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appConfigEntries } from '../../db/schema';
import { useResolverFixtures } from '../resolver-testing';

const t = useResolverFixtures();

describe('getAppConfig', () => {
  const QUERY = '{ getAppConfig { name key value } }';
  const entry = (list: unknown, name: string, key: string) =>
    (list as Array<{ name: string; key: string; value: string }>).find((e) => e.name === name && e.key === key)?.value;

  it("returns the site's public config and feature flags", async () => {
    const franken = (await gql(QUERY)).json.data?.getAppConfig;
    expect(entry(franken, 'site', 'SITENAME')).toBe('Jobs in Franken');
    expect(entry(franken, 'features', 'SHOW_PUBLISHED_DATE')).toBe('false');
    const traunstein = (await gql(QUERY, {}, { region: 'traunstein' })).json.data?.getAppConfig;
    expect(entry(traunstein, 'site', 'SITENAME')).toBe('Jobs in Traunstein');
    // docs/product.md §1: the one site that shows the published date.
    expect(entry(traunstein, 'features', 'SHOW_PUBLISHED_DATE')).toBe('true');
  });

  it('adds app_config rows: defaults, overridden by the site, never another site, never over the config file', async () => {
    const name = `test-${t.tag}`;
    const rows = await t.db
      .insert(appConfigEntries)
      .values([
        { name, key: 'greeting', value: 'Hallo' },
        { name, key: 'greeting', value: 'Servus Franken', regionId: REGION },
        { name, key: 'only-default', value: 'für alle' },
        { name, key: 'elsewhere', value: 'nur Rosenheim', regionId: OTHER_REGION },
        { name: 'site', key: 'SITENAME', value: 'Überschrieben?', regionId: REGION },
      ])
      .returning({ id: appConfigEntries.id });
    t.cleanups.push(() =>
      t.db.delete(appConfigEntries).where(
        inArray(
          appConfigEntries.id,
          rows.map((r) => r.id),
        ),
      ),
    );
    const list = (await gql(QUERY)).json.data?.getAppConfig as Array<{ name: string; key: string; value: string }>;
    expect(list.filter((e) => e.name === name)).toEqual([
      { name, key: 'greeting', value: 'Servus Franken' },
      { name, key: 'only-default', value: 'für alle' },
    ]);
    expect(list.filter((e) => e.name === 'site' && e.key === 'SITENAME')).toEqual([
      { name: 'site', key: 'SITENAME', value: 'Jobs in Franken' },
    ]);
  });

  it('refuses arguments it does not have', async () => {
    expect(firstError(await gql('{ getAppConfig(limit: 5) { key } }'))?.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });
});
