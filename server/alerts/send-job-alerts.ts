import { and, eq, inArray } from 'drizzle-orm';
import { getRegion } from '../../regions/registry';
import type { Db } from '../db/client';
import { jobAlertDeliveries, jobAlerts, type SavedSearch } from '../db/schema';
import { oneClickUnsubscribeHeaders } from '../mail/list-unsubscribe';
import { type Mailer, senderAddress } from '../mail/mailer';
import { loadJobsByIds } from '../jobs/load-jobs';
import { searchJobs } from '../search/search-jobs';
import { claimDueAlerts } from './claim-due-alerts';
import { renderAlertMail } from './job-alert-mails';
import { savedSearchHref, savedSearchLabel, savedSearchQuery } from './saved-search';
import { siteOrigin } from '@/regions/site-origin';
import { mailButtonColor } from '../mail/button-color';

/** At most this many jobs in one alert mail; the mail links to all hits. */
export const ALERT_MAIL_JOBS = 20;

type DueAlert = {
  id: string;
  regionId: string;
  language: string;
  email: string;
  search: SavedSearch;
  label: string | null;
  unsubscribeToken: string;
  since: Date;
};

/** The due alerts (./claim-due-alerts.ts), claimed, with what their mail needs. */
async function claimDueJobAlerts(db: Db, now: Date, limit: number): Promise<DueAlert[]> {
  const due = await claimDueAlerts(db, jobAlerts, now, limit);
  if (due.size === 0) return [];
  const rows = await db
    .select({
      id: jobAlerts.id,
      regionId: jobAlerts.regionId,
      language: jobAlerts.language,
      email: jobAlerts.email,
      search: jobAlerts.search,
      label: jobAlerts.label,
      unsubscribeToken: jobAlerts.unsubscribeToken,
    })
    .from(jobAlerts)
    .where(inArray(jobAlerts.id, [...due.keys()]));
  return rows.map((row) => ({ ...row, since: due.get(row.id)! }));
}

async function sendAlert(db: Db, mailer: Mailer, alert: DueAlert, now: Date): Promise<boolean> {
  const region = getRegion(alert.regionId);
  if (!region) return false;
  const result = await searchJobs(
    db,
    savedSearchQuery(alert.search, {
      regionId: region.id,
      language: alert.language,
      now,
      publishedAfter: alert.since,
      limit: ALERT_MAIL_JOBS,
    }),
  );
  if (result.hits.length === 0) return false;
  // A job goes out once per alert: the rows that already exist are not returned.
  const fresh = await db
    .insert(jobAlertDeliveries)
    .values(result.hits.map((h) => ({ alertId: alert.id, jobId: h.id, sentAt: now })))
    .onConflictDoNothing()
    .returning({ jobId: jobAlertDeliveries.jobId });
  if (fresh.length === 0) return false;
  const freshIds = new Set(fresh.map((f) => f.jobId));
  const jobs = await loadJobsByIds(
    db,
    region.id,
    result.hits.map((h) => h.id).filter((id) => freshIds.has(id)),
    alert.language,
    now,
  );
  const origin = siteOrigin(region);
  const unsubscribeUrl = `${origin}/user/suchauftrag/abmelden?token=${encodeURIComponent(alert.unsubscribeToken)}`;
  const mail = renderAlertMail({
    siteName: region.SITENAME,
    buttonColor: mailButtonColor(region),
    label: alert.label ?? savedSearchLabel(alert.search),
    jobs: jobs.map((j) => ({
      title: j.title,
      url: `${origin}${j.url}`,
      organization: j.organizationAssignment ?? j.organization.name,
      place: j.locationLabel ?? null,
    })),
    listingUrl: `${origin}${savedSearchHref(alert.search)}`,
    unsubscribeUrl,
  });
  try {
    await mailer.send({
      from: senderAddress(region.SITENAME, region.HOSTS[0]),
      to: alert.email,
      ...mail,
      regionId: region.id,
      headers: oneClickUnsubscribeHeaders(
        `${origin}/api/job-alerts/unsubscribe?token=${encodeURIComponent(alert.unsubscribeToken)}`,
      ),
    });
  } catch (error) {
    // Not sent: forget these deliveries and the clock step, so the next run tries again with the same jobs.
    await db
      .delete(jobAlertDeliveries)
      .where(and(eq(jobAlertDeliveries.alertId, alert.id), inArray(jobAlertDeliveries.jobId, [...freshIds])));
    await db.update(jobAlerts).set({ lastSentAt: alert.since }).where(eq(jobAlerts.id, alert.id));
    throw error;
  }
  return true;
}

/**
 * The scheduled alert sender: mails each due alert the jobs published since its last mail that match its
 * search and that it has never sent; no mail when there is nothing new.
 */
export async function sendDueJobAlerts(
  db: Db,
  mailer: Mailer,
  options: { now?: Date; limit?: number } = {},
): Promise<{ mailed: number; failed: number }> {
  const now = options.now ?? new Date();
  let mailed = 0;
  let failed = 0;
  for (const alert of await claimDueJobAlerts(db, now, options.limit ?? 50)) {
    try {
      if (await sendAlert(db, mailer, alert, now)) mailed++;
    } catch (error) {
      failed++;
      console.error(`job alert ${alert.id}`, error);
    }
  }
  return { mailed, failed };
}
