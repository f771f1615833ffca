import { and, eq, inArray } from 'drizzle-orm';
import { getRegion } from '../../regions/registry';
import { siteUrl } from '../../regions/site-origin';
import { loadSessionUser } from '../auth/session-user';
import type { Db } from '../db/client';
import { resumeAlertDeliveries, resumeAlerts, type SavedResumeSearch } from '../db/schema';
import { oneClickUnsubscribeHeaders } from '../mail/list-unsubscribe';
import { type Mailer, senderAddress } from '../mail/mailer';
import { resumeSearchAccess } from '../search/resume-search-access';
import { searchResumes } from '../search/resume-search';
import type { ResumeHit } from '../search/resume-search-query';
import { claimDueAlerts } from '../alerts/claim-due-alerts';
import { termsByTid } from '../taxonomy/term-cache';
import { renderResumeAlertMail, type MailedResume } from './resume-alert-mail';
import { RESUME_SEARCH_PATH, savedResumeSearchLabel, savedResumeSearchPath } from './saved-resume-search';
import { mailButtonColor } from '../mail/button-color';

/** The page the mail's visible unsubscribe link opens (shared with job alerts) and the one-click endpoint. */
export const UNSUBSCRIBE_PAGE = '/user/suchauftrag/abmelden';
export const UNSUBSCRIBE_ENDPOINT = '/api/resume-alerts/unsubscribe';

type DueAlert = {
  id: string;
  regionId: string;
  userId: string;
  search: SavedResumeSearch;
  label: string | null;
  unsubscribeToken: string;
  since: Date;
};

/** The due alerts, claimed as the job alerts' (server/alerts/claim-due-alerts.ts), with what their mail needs. */
async function claimDueResumeAlerts(db: Db, now: Date, limit: number): Promise<DueAlert[]> {
  const due = await claimDueAlerts(db, resumeAlerts, now, limit);
  if (due.size === 0) return [];
  const rows = await db
    .select({
      id: resumeAlerts.id,
      regionId: resumeAlerts.regionId,
      userId: resumeAlerts.userId,
      search: resumeAlerts.search,
      label: resumeAlerts.label,
      unsubscribeToken: resumeAlerts.unsubscribeToken,
    })
    .from(resumeAlerts)
    .where(inArray(resumeAlerts.id, [...due.keys()]));
  return rows.map((row) => ({ ...row, since: due.get(row.id)! }));
}

/** The hits as the mail shows them: the list's fields only, tids as their labels. */
async function mailedResumes(db: Db, hits: ResumeHit[], url: (id: string) => string): Promise<MailedResume[]> {
  const terms = await termsByTid(
    db,
    hits.flatMap((h) => [...h.desiredOccupation, ...h.skills]),
  );
  const labels = (tids: number[]) => tids.flatMap((tid) => terms.get(tid)?.label ?? []);
  return hits.map((h) => ({
    title: h.title,
    occupations: labels(h.desiredOccupation),
    yearsOfExperience: h.yearsOfExperience,
    desiredLocation: h.desiredLocation,
    skills: [...labels(h.skills), ...(h.skillsFree ? [h.skillsFree] : [])],
    url: url(h.id),
  }));
}

type Outcome = 'mailed' | 'nothing' | 'noAccess';

async function sendAlert(db: Db, mailer: Mailer, alert: DueAlert, now: Date): Promise<Outcome> {
  const region = getRegion(alert.regionId);
  // A site without resumes (docs/product.md §1.4 RESUME_FEATURE_ACTIVE off) mails none, nor links its resume search.
  if (!region?.FEATURES.RESUME_FEATURE_ACTIVE) return 'nothing';
  // Mailing resumes is searching them: a recruiter whose subscription ended (or who lost the role) gets nothing.
  const user = await loadSessionUser(db, alert.userId, region.id);
  if (!user || (await resumeSearchAccess(db, user, region.id, now)) !== 'granted') return 'noAccess';
  const { search } = alert;
  const result = await searchResumes(
    db,
    {
      regionId: region.id,
      keys: search.keys,
      geo: search.place && { lat: search.place.lat, lon: search.place.lon, radiusKm: search.place.radiusKm },
      filters: search.filters,
      page: 1,
      changedSince: alert.since,
      // As the recruiter's own search would: a resume that blocks their organizations is never mailed to them.
      searcher: user,
    },
    now,
  );
  if (result.hits.length === 0) return 'nothing';
  // A resume goes out once per alert: the rows that already exist are not returned.
  const fresh = await db
    .insert(resumeAlertDeliveries)
    .values(result.hits.map((h) => ({ alertId: alert.id, resumeId: h.id, sentAt: now })))
    .onConflictDoNothing()
    .returning({ resumeId: resumeAlertDeliveries.resumeId });
  if (fresh.length === 0) return 'nothing';
  const freshIds = new Set(fresh.map((f) => f.resumeId));
  const token = encodeURIComponent(alert.unsubscribeToken);
  const mail = renderResumeAlertMail({
    siteName: region.SITENAME,
    label: alert.label ?? savedResumeSearchLabel(search),
    resumes: await mailedResumes(
      db,
      result.hits.filter((h) => freshIds.has(h.id)),
      (id) => siteUrl(region, `${RESUME_SEARCH_PATH}/${id}`),
    ),
    searchUrl: siteUrl(region, savedResumeSearchPath(search)),
    unsubscribeUrl: siteUrl(region, `${UNSUBSCRIBE_PAGE}?token=${token}`),
    buttonColor: mailButtonColor(region),
  });
  try {
    await mailer.send({
      from: senderAddress(region.SITENAME, region.HOSTS[0]),
      to: user.email,
      ...mail,
      regionId: region.id,
      headers: oneClickUnsubscribeHeaders(siteUrl(region, `${UNSUBSCRIBE_ENDPOINT}?token=${token}`)),
    });
  } catch (error) {
    // Not sent: forget these deliveries and the clock step, so the next run tries again with the same resumes.
    await db
      .delete(resumeAlertDeliveries)
      .where(and(eq(resumeAlertDeliveries.alertId, alert.id), inArray(resumeAlertDeliveries.resumeId, [...freshIds])));
    await db.update(resumeAlerts).set({ lastSentAt: alert.since }).where(eq(resumeAlerts.id, alert.id));
    throw error;
  }
  return 'mailed';
}

/**
 * The scheduled resume alert sender: mails each due alert at most RESUMES_PER_PAGE (10) resumes of
 * its search that became visible and complete or changed since its last mail and that it never sent, with a
 * link to every hit; nothing when nothing is new, and nothing for a recruiter who may no longer search.
 */
export async function sendDueResumeAlerts(
  db: Db,
  mailer: Mailer,
  now: Date = new Date(),
  limit = 50,
): Promise<{ mailed: number; failed: number; noAccess: number }> {
  const counts = { mailed: 0, failed: 0, noAccess: 0 };
  for (const alert of await claimDueResumeAlerts(db, now, limit)) {
    try {
      const outcome = await sendAlert(db, mailer, alert, now);
      if (outcome !== 'nothing') counts[outcome]++;
    } catch (error) {
      counts.failed++;
      console.error(`resume alert ${alert.id}`, error);
    }
  }
  return counts;
}
