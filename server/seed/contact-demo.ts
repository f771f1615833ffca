import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import { alertToken } from '../alerts/job-alerts';
import { activeSubscriptionCondition } from '../commerce/active-subscriptions';
import type { Db } from '../db/client';
import { ALERT_INTERVALS, resumeAlerts, resumeContactRequests, resumes, subscriptions, users } from '../db/schema';
import { savedResumeSearchLabel } from '../resume-alerts/saved-resume-search';
import type { DemoRegion } from './resume-demo';

const DAY_MS = 86_400_000;

/**
 * Whom the demo employer has asked, and how each answered: every docs/product.md §4 state once on both sides. The demo
 * applicant (bewerber@) has a request to decide; Paula Pfleger (pflegefachkraft@) is left unasked, so the
 * demo — and the end-to-end test — can ask her.
 */
const DEMO_REQUESTS = [
  { local: 'bewerber', status: 'pending', daysAgo: 1 },
  { local: 'pflegedienstleitung', status: 'approved', daysAgo: 6 },
  { local: 'pflegehelfer', status: 'declined', daysAgo: 9 },
  { local: 'mfa', status: 'revoked', daysAgo: 20 },
] as const;

const MESSAGE =
  'Guten Tag, Ihr Lebenslauf passt gut zu einer offenen Stelle bei uns. Hätten Sie Interesse an einem kurzen Telefonat?';

/**
 * The contact requests and a resume alert of the demo employer per site, after seedResumeDemo gave
 * the organization its subscription: four requests in the four states (each took one slot of the subscription,
 * as a real request does) and a weekly alert "Pflege" within 30 km of the site's first town. Idempotent: an
 * organization that has sent a request on the site is left alone. Returns what was created.
 */
export async function seedContactDemo(
  db: Db,
  regions: ReadonlyArray<DemoRegion>,
  options: { referenceDate: Date; domain?: string },
): Promise<{ requests: number; alerts: number }> {
  const domain = options.domain ?? 'demo.example';
  const at = options.referenceDate;
  const created = { requests: 0, alerts: 0 };
  for (const region of regions) {
    const [recruiter] = await db
      .select({ id: users.id, email: users.email, organizationId: users.activeOrganizationId })
      .from(users)
      .where(eq(users.email, `arbeitgeber@${region.id}.${domain}`));
    if (!recruiter?.organizationId) continue;
    const organizationId = recruiter.organizationId;
    const [asked] = await db
      .select({ id: resumeContactRequests.id })
      .from(resumeContactRequests)
      .innerJoin(resumes, eq(resumes.id, resumeContactRequests.resumeId))
      .where(and(eq(resumeContactRequests.organizationId, organizationId), eq(resumes.regionId, region.id)))
      .limit(1);
    if (asked) continue;
    const [subscription] = await db
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.organizationId, organizationId),
          activeSubscriptionCondition(region.id, at),
          gt(subscriptions.resumeContactSlotsTotal, DEMO_REQUESTS.length),
        ),
      )
      .orderBy(asc(subscriptions.endDate))
      .limit(1);
    if (!subscription) continue;
    const emails = DEMO_REQUESTS.map((r) => `${r.local}@${region.id}.${domain}`);
    const found = await db
      .select({ email: users.email, resumeId: resumes.id })
      .from(resumes)
      .innerJoin(users, eq(users.id, resumes.userId))
      .where(and(eq(resumes.regionId, region.id), inArray(users.email, emails)));
    const resumeOf = new Map(found.map((r) => [r.email, r.resumeId]));
    const rows = DEMO_REQUESTS.flatMap((request, i) => {
      const resumeId = resumeOf.get(emails[i]);
      if (!resumeId) return [];
      const sent = new Date(at.getTime() - request.daysAgo * DAY_MS);
      const answered = new Date(sent.getTime() + DAY_MS);
      return [
        {
          resumeId,
          organizationId,
          requestedById: recruiter.id,
          status: request.status,
          message: MESSAGE,
          subscriptionId: subscription.id,
          approvedAt: request.status === 'approved' || request.status === 'revoked' ? answered : null,
          revokedAt: request.status === 'revoked' ? new Date(answered.getTime() + 3 * DAY_MS) : null,
          createdAt: sent,
          updatedAt: request.status === 'pending' ? sent : answered,
        },
      ];
    });
    if (!rows.length) continue;
    await db.insert(resumeContactRequests).values(rows);
    await db
      .update(subscriptions)
      .set({ resumeContactSlotsUsed: sql`${subscriptions.resumeContactSlotsUsed} + ${rows.length}` })
      .where(eq(subscriptions.id, subscription.id));
    created.requests += rows.length;

    const town = region.GEO_INFO.fixtures[0];
    const search = {
      keys: 'Pflege',
      place: { label: town.label, lat: town.lat, lon: town.lng, radiusKm: 30 },
      filters: {},
    };
    await db.insert(resumeAlerts).values({
      regionId: region.id,
      userId: recruiter.id,
      organizationId,
      email: recruiter.email,
      label: savedResumeSearchLabel(search),
      search,
      intervalSeconds: ALERT_INTERVALS.weekly,
      confirmed: true,
      unsubscribeToken: alertToken(),
      lastSentAt: at,
      createdAt: at,
      updatedAt: at,
    });
    created.alerts += 1;
  }
  return created;
}
