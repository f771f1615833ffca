import { getDb } from '../db/client';
import { getMailer } from '../mail/mailer';
import { getStorage } from '../storage/process-storage';
import { sendDueJobAlerts } from '../alerts/send-job-alerts';
import { sendDueResumeAlerts } from '../resume-alerts/send-resume-alerts';
import { sendPendingApplications } from '../applications/send-applications';
import { mailUnsentInvoices } from '../commerce/invoices/invoice-retry';
import { renderInvoice } from '../commerce/invoices/render-invoice';
import { sendSubscriptionReminders } from '../commerce/orders/subscription-reminders';
import { purgeEndedApplications } from '../applications/inbox/purge-ended';
import { purgeAbandonedUploads } from '../storage/purge-abandoned-uploads';
import { purgeDrafts } from '../storage/purge-drafts';
import { endExpiredJobs, publishDueJobs } from '../postings/scheduled-postings';
import { sendExpiryWarnings } from '../notifications/job-mails';
import { purgePastStatsMarks } from '../stats/job-stats';
import { purgeSpentAccountLinks } from '../account/spent-links';
import { sendPendingContactMessages } from '../contact/send-contact-messages';
import { purgeOldViesAnswers } from '../commerce/vat/vies-answer-store';
import { classifyWithoutOccupations } from '../search/occupations/classify-stored';
import { purgeUnconfirmedNewsletter } from '../newsletter/subscriptions';
import type { BackgroundTask } from '../queue/background-queue';

/** Hourly at the given minute: the clean-ups and reminders do not all start at once. */
const hourlyAt = (minute: number): string => `${minute} * * * *`;

/**
 * The product's periodic work, each a job on the queue (docs/architecture.md, "Background work on a job
 * queue"), claimed by one worker of all instances:
 * - every minute: the application and contact form outboxes, the publication of scheduled jobs (with the
 *   poster's "online" mail) and the ending of expired ones;
 * - every five minutes: the job alert and the resume alert senders, and the occupations of jobs that have none
 *   yet (rows from before the classification, docs/architecture.md, "Occupation vocabulary (KldB 2010)");
 * - every quarter hour: invoice mails that failed;
 * - every hour: the clean-up of drafts (applications, contact form), abandoned anonymous uploads, ended
 *   applications (six months after the rejection or the end of the job), the job statistics' marks and salts of
 *   past days, expired password reset and e-mail change links and VIES answers older than a day, newsletter sign-ups
 *   never confirmed within their week, the reminders of subscriptions that end within
 *   7 days, and the warnings of live jobs that end within 7 days (docs/product-decisions.md, "Mails an
 *   Arbeitgeber").
 * Each domain function claims its rows itself (FOR UPDATE SKIP LOCKED or a claim column), so even two runs of
 * one task that overlap never send anything twice.
 */
export const BACKGROUND_TASKS: readonly BackgroundTask[] = [
  {
    name: 'application-outbox',
    cron: '* * * * *',
    run: async () => sendPendingApplications(await getDb(), getMailer(), getStorage()),
  },
  {
    name: 'contact-outbox',
    cron: '* * * * *',
    run: async () => sendPendingContactMessages(await getDb(), getMailer(), getStorage()),
  },
  {
    name: 'scheduled-postings',
    cron: '* * * * *',
    run: async () => {
      const db = await getDb();
      await publishDueJobs(db, new Date(), getMailer());
      await endExpiredJobs(db);
    },
  },
  { name: 'job-alerts', cron: '*/5 * * * *', run: async () => sendDueJobAlerts(await getDb(), getMailer()) },
  { name: 'resume-alerts', cron: '*/5 * * * *', run: async () => sendDueResumeAlerts(await getDb(), getMailer()) },
  { name: 'occupations', cron: '*/5 * * * *', run: async () => void (await classifyWithoutOccupations(await getDb())) },
  {
    name: 'invoice-mails',
    cron: '*/15 * * * *',
    run: async () => mailUnsentInvoices(await getDb(), { storage: getStorage(), mailer: getMailer(), renderInvoice }),
  },
  {
    name: 'application-drafts',
    cron: hourlyAt(3),
    run: async () => purgeDrafts(await getDb(), getStorage(), 'application'),
  },
  { name: 'contact-drafts', cron: hourlyAt(8), run: async () => purgeDrafts(await getDb(), getStorage(), 'contact') },
  {
    name: 'abandoned-uploads',
    cron: hourlyAt(13),
    run: async () => purgeAbandonedUploads(await getDb(), getStorage()),
  },
  {
    name: 'ended-applications',
    cron: hourlyAt(18),
    run: async () => purgeEndedApplications(await getDb(), getStorage()),
  },
  { name: 'statistics-marks', cron: hourlyAt(23), run: async () => purgePastStatsMarks(await getDb()) },
  { name: 'account-links', cron: hourlyAt(28), run: async () => purgeSpentAccountLinks(await getDb()) },
  {
    name: 'subscription-reminders',
    cron: hourlyAt(33),
    run: async () => sendSubscriptionReminders(await getDb(), getMailer()),
  },
  { name: 'expiry-warnings', cron: hourlyAt(38), run: async () => sendExpiryWarnings(await getDb(), getMailer()) },
  { name: 'vies-answers', cron: hourlyAt(43), run: async () => purgeOldViesAnswers(await getDb()) },
  { name: 'newsletter-requests', cron: hourlyAt(48), run: async () => purgeUnconfirmedNewsletter(await getDb()) },
];
