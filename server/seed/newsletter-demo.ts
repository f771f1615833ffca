import type { Db } from '../db/client';
import { newsletterSubscriptions } from '../db/schema';
import { NEWSLETTER_CONSENT_VERSION } from '../newsletter/consent-text';
import { hashNewsletterToken, newsletterToken } from '../newsletter/newsletter-tokens';

const DAY_MS = 86_400_000;

type NewsletterRegion = { id: string; FEATURES: { NEWSLETTER: boolean } };

/** Who reads the demo's newsletter: the site's demo applicant and two readers without an account. */
const READERS = [
  { local: 'bewerber', source: 'footer', daysAgo: 12 },
  { local: 'leserin', source: 'page', daysAgo: 30 },
  { local: 'leser', source: 'footer', daysAgo: 3 },
] as const;

/**
 * The newsletter of every site that has it on (docs/product.md §1.4 NEWSLETTER): three confirmed subscribers (the
 * demo applicant among them, so "Meine Daten" shows the section) for the site admin's CSV, and one sign-up still
 * waiting for its confirmation, which the list leaves out. The tokens are random and never mailed: the demo's
 * links come from signing up. Idempotent: an address already on the site's list is left alone. Returns the rows
 * added.
 */
export async function seedNewsletterDemo(
  db: Db,
  regions: ReadonlyArray<NewsletterRegion>,
  options: { referenceDate: Date; domain?: string },
): Promise<number> {
  const domain = options.domain ?? 'demo.example';
  const at = options.referenceDate.getTime();
  const rows = regions
    .filter((r) => r.FEATURES.NEWSLETTER)
    .flatMap((region) => {
      const base = { regionId: region.id, consentVersion: NEWSLETTER_CONSENT_VERSION };
      const confirmed = READERS.map((reader) => ({
        ...base,
        email: `${reader.local}@${region.id}.${domain}`,
        source: reader.source,
        requestedAt: new Date(at - reader.daysAgo * DAY_MS - 600_000),
        confirmedAt: new Date(at - reader.daysAgo * DAY_MS),
        unsubscribeTokenHash: hashNewsletterToken(newsletterToken()),
      }));
      const pending = {
        ...base,
        email: `wartet@${region.id}.${domain}`,
        source: 'page' as const,
        requestedAt: new Date(at - DAY_MS),
        confirmTokenHash: hashNewsletterToken(newsletterToken()),
      };
      return [...confirmed, pending];
    });
  if (rows.length === 0) return 0;
  const added = await db
    .insert(newsletterSubscriptions)
    .values(rows)
    .onConflictDoNothing({ target: [newsletterSubscriptions.regionId, newsletterSubscriptions.email] })
    .returning({ id: newsletterSubscriptions.id });
  return added.length;
}
