import { and, eq, inArray } from 'drizzle-orm';
import type { RegionConfig } from '../../regions/schema';
import type { Db } from '../db/client';
import { CONSENT_MODAL_PLACEMENT } from '../consent/placement';
import { gdprConsentInfoRevisions, gdprConsentInfos } from '../db/schema';

export type ConsentSeedRegion = Pick<RegionConfig, 'id' | 'SITENAME' | 'PRIVACY_LINK'>;

/** Revision 1 of the demo texts; raise it (and the texts) to make every user consent again. */
export const DEMO_CONSENT_REVISION = 1;
const PUBLISHED_AT = new Date('2026-01-01T00:00:00Z');

type ConsentText = { type: 'terms' | 'privacy'; optIn: boolean; weight: number; text: string };

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * German filtered_html texts of one site: terms must be accepted (docs/product.md §5 checkbox), privacy is a notice.
 */
export function consentTexts(region: ConsentSeedRegion): ConsentText[] {
  const site = escapeHtml(region.SITENAME);
  const privacyLink = escapeHtml(region.PRIVACY_LINK);
  return [
    {
      type: 'terms',
      optIn: true,
      weight: 0,
      text:
        `<p>Ich habe die <a href="/agb">Allgemeinen Geschäftsbedingungen</a> von ${site} gelesen und akzeptiere sie. ` +
        `Sie regeln, wie Stellenanzeigen, Lebensläufe und Bewerbungen auf ${site} veröffentlicht und genutzt werden.</p>`,
    },
    {
      type: 'privacy',
      optIn: false,
      weight: 1,
      text:
        `<p>Wie ${site} deine Daten verarbeitet, wofür wir sie nutzen und welche Rechte du hast, ` +
        `erklärt unsere <a href="${privacyLink}">Datenschutzerklärung</a>.</p>`,
    },
  ];
}

export type SeedConsentResult = { regions: number; infos: number; revisions: number };

/**
 * Gives every region its German GDPR consent infos (terms and privacy at the consent modal) with a published
 * revision 1, so getGdprConsentInfos, hasTheLatestConsent and createGdprUserConsent have demo data.
 * Idempotent: infos are found by region, type and placement and updated in place; revisions are upserted.
 */
export async function seedConsentInfos(
  db: Db,
  regions: readonly ConsentSeedRegion[],
  language = 'de',
): Promise<SeedConsentResult> {
  const result: SeedConsentResult = { regions: 0, infos: 0, revisions: 0 };
  for (const region of regions) {
    const texts = consentTexts(region);
    await db.transaction(async (tx) => {
      const existing = await tx
        .select({ id: gdprConsentInfos.id, type: gdprConsentInfos.type })
        .from(gdprConsentInfos)
        .where(
          and(
            eq(gdprConsentInfos.regionId, region.id),
            eq(gdprConsentInfos.placement, CONSENT_MODAL_PLACEMENT),
            inArray(
              gdprConsentInfos.type,
              texts.map((t) => t.type),
            ),
          ),
        );
      for (const text of texts) {
        const fields = { optIn: text.optIn, weight: text.weight, active: true };
        let infoId = existing.find((row) => row.type === text.type)?.id;
        if (infoId) {
          await tx.update(gdprConsentInfos).set(fields).where(eq(gdprConsentInfos.id, infoId));
        } else {
          const [created] = await tx
            .insert(gdprConsentInfos)
            .values({ regionId: region.id, type: text.type, placement: CONSENT_MODAL_PLACEMENT, ...fields })
            .returning({ id: gdprConsentInfos.id });
          infoId = created.id;
        }
        await tx
          .insert(gdprConsentInfoRevisions)
          .values({ infoId, revision: DEMO_CONSENT_REVISION, language, text: text.text, publishedAt: PUBLISHED_AT })
          .onConflictDoUpdate({
            target: [
              gdprConsentInfoRevisions.infoId,
              gdprConsentInfoRevisions.revision,
              gdprConsentInfoRevisions.language,
            ],
            set: { text: text.text, publishedAt: PUBLISHED_AT },
          });
        result.infos += 1;
        result.revisions += 1;
      }
    });
    result.regions += 1;
  }
  return result;
}
