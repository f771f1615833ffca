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

const MINUTE = 60_000;

/**
 * Runs, without keeping the process alive:
 * - every minute: the application and contact form outboxes, the publication of scheduled jobs (with the
 *   poster's "online" mail) and the ending of expired ones;
 * - every five minutes: the job alert and the resume alert senders;
 * - every quarter hour: invoice mails that failed;
 * - every hour: the clean-up of drafts (applications, contact form), abandoned anonymous uploads, ended applications (six months after the
 *   rejection or the end of the job), the job statistics' marks and salts of past days and expired password
 *   reset and e-mail change links, the reminders of subscriptions that end within 7 days, and the warnings of
 *   live jobs that end within 7 days (docs/product-decisions.md, "Mails an Arbeitgeber").
 */
export function startBackgroundWork(): void {
  const run = (what: string, task: () => Promise<unknown>) => () =>
    void task().catch((error: unknown) => console.error(what, error));
  const send = run('application outbox', async () => sendPendingApplications(await getDb(), getMailer(), getStorage()));
  const sendContact = run('contact outbox', async () =>
    sendPendingContactMessages(await getDb(), getMailer(), getStorage()),
  );
  const purgeContact = run('contact drafts', async () => purgeDrafts(await getDb(), getStorage(), 'contact'));
  const purge = run('application drafts', async () => purgeDrafts(await getDb(), getStorage(), 'application'));
  const purgeUploads = run('abandoned uploads', async () => purgeAbandonedUploads(await getDb(), getStorage()));
  const ended = run('ended applications', async () => purgeEndedApplications(await getDb(), getStorage()));
  const statsMarks = run('statistics marks', async () => purgePastStatsMarks(await getDb()));
  const accountLinks = run('account links', async () => purgeSpentAccountLinks(await getDb()));
  const alerts = run('job alerts', async () => sendDueJobAlerts(await getDb(), getMailer()));
  const resumeAlerts = run('resume alerts', async () => sendDueResumeAlerts(await getDb(), getMailer()));
  const reminders = run('subscription reminders', async () => sendSubscriptionReminders(await getDb(), getMailer()));
  const unsentInvoices = run('invoice mails', async () =>
    mailUnsentInvoices(await getDb(), { storage: getStorage(), mailer: getMailer(), renderInvoice }),
  );
  const postings = run('scheduled jobs', async () => {
    const db = await getDb();
    await publishDueJobs(db, new Date(), getMailer());
    await endExpiredJobs(db);
  });
  const expiring = run('expiry warnings', async () => sendExpiryWarnings(await getDb(), getMailer()));
  setInterval(send, MINUTE).unref();
  setInterval(sendContact, MINUTE).unref();
  setInterval(purgeContact, 60 * MINUTE).unref();
  setInterval(postings, MINUTE).unref();
  setInterval(alerts, 5 * MINUTE).unref();
  setInterval(resumeAlerts, 5 * MINUTE).unref();
  setInterval(purge, 60 * MINUTE).unref();
  setInterval(purgeUploads, 60 * MINUTE).unref();
  setInterval(ended, 60 * MINUTE).unref();
  setInterval(statsMarks, 60 * MINUTE).unref();
  setInterval(accountLinks, 60 * MINUTE).unref();
  setInterval(reminders, 60 * MINUTE).unref();
  setInterval(expiring, 60 * MINUTE).unref();
  setInterval(unsentInvoices, 15 * MINUTE).unref();
}
