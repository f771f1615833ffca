// @module-tag postgres
import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../db/client';
import { gdprConsentInfoRevisions, gdprConsentInfos } from '../db/schema';
import { CONSENT_MODAL_PLACEMENT } from '../consent/placement';
import { openTestDb, testRegionId } from '../db/testing';
import { type ConsentSeedRegion, consentTexts, seedConsentInfos } from './consent';

describe('seedConsentInfos', () => {
  let handle: DbHandle;
  const regions: ConsentSeedRegion[] = [
    { id: testRegionId('consent-a'), SITENAME: 'Jobs in Franken & Co', PRIVACY_LINK: '/datenschutz' },
    {
      id: testRegionId('consent-b'),
      SITENAME: 'rosenheimjobs.de',
      PRIVACY_LINK: 'https://www.example.org/datenschutz',
    },
  ];
  const regionIds = regions.map((r) => r.id);

  beforeAll(async () => {
    handle = await openTestDb();
  });
  afterAll(async () => {
    await handle.db.delete(gdprConsentInfos).where(inArray(gdprConsentInfos.regionId, regionIds));
    await handle.close();
  });

  const counts = async () => {
    const [infos] = await handle.db
      .select({ n: sql<number>`count(*)::int` })
      .from(gdprConsentInfos)
      .where(inArray(gdprConsentInfos.regionId, regionIds));
    const [revisions] = await handle.db
      .select({ n: sql<number>`count(*)::int` })
      .from(gdprConsentInfoRevisions)
      .innerJoin(gdprConsentInfos, sql`${gdprConsentInfos.id} = ${gdprConsentInfoRevisions.infoId}`)
      .where(inArray(gdprConsentInfos.regionId, regionIds));
    return { infos: Number(infos.n), revisions: Number(revisions.n) };
  };

  it('is idempotent: a second run changes no row count', async () => {
    expect(await seedConsentInfos(handle.db, regions)).toEqual({ regions: 2, infos: 4, revisions: 4 });
    const first = await counts();
    expect(first).toEqual({ infos: 4, revisions: 4 });
    await seedConsentInfos(handle.db, regions);
    expect(await counts()).toEqual(first);
  });

  it('gives each region terms (opt-in) and privacy with a published German revision naming the site', async () => {
    await seedConsentInfos(handle.db, regions);
    const rows = await handle.db
      .select({
        regionId: gdprConsentInfos.regionId,
        type: gdprConsentInfos.type,
        placement: gdprConsentInfos.placement,
        optIn: gdprConsentInfos.optIn,
        revision: gdprConsentInfoRevisions.revision,
        language: gdprConsentInfoRevisions.language,
        text: gdprConsentInfoRevisions.text,
        publishedAt: gdprConsentInfoRevisions.publishedAt,
      })
      .from(gdprConsentInfos)
      .innerJoin(gdprConsentInfoRevisions, sql`${gdprConsentInfos.id} = ${gdprConsentInfoRevisions.infoId}`)
      .where(inArray(gdprConsentInfos.regionId, regionIds));
    const franken = rows.filter((r) => r.regionId === regions[0].id);
    expect(franken.map((r) => [r.type, r.placement, r.optIn, r.revision, r.language]).sort()).toEqual([
      ['privacy', CONSENT_MODAL_PLACEMENT, false, 1, 'de'],
      ['terms', CONSENT_MODAL_PLACEMENT, true, 1, 'de'],
    ]);
    for (const row of rows) expect(row.publishedAt).toBeInstanceOf(Date);
    // Escaped site name, the site's own privacy link.
    expect(franken.find((r) => r.type === 'terms')?.text).toContain('Jobs in Franken &amp; Co');
    const rosenheimPrivacy = rows.find((r) => r.regionId === regions[1].id && r.type === 'privacy');
    expect(rosenheimPrivacy?.text).toContain('href="https://www.example.org/datenschutz"');
  });

  it('updates the text of an existing revision in place', async () => {
    const changed = [{ ...regions[0], SITENAME: 'Jobs in Mittelfranken' }];
    await seedConsentInfos(handle.db, changed);
    const [terms] = await handle.db
      .select({ text: gdprConsentInfoRevisions.text })
      .from(gdprConsentInfoRevisions)
      .innerJoin(gdprConsentInfos, sql`${gdprConsentInfos.id} = ${gdprConsentInfoRevisions.infoId}`)
      .where(sql`${gdprConsentInfos.regionId} = ${regions[0].id} and ${gdprConsentInfos.type} = 'terms'`);
    expect(terms.text).toBe(consentTexts(changed[0])[0].text);
    expect(await counts()).toEqual({ infos: 4, revisions: 4 });
  });
});
