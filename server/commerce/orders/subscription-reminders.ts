import { and, asc, eq, gt, inArray, isNull, lte, or } from 'drizzle-orm';
import messages from '../../../messages/de.json';
import { getRegion } from '../../../regions/registry';
import { siteUrl } from '../../../regions/site-origin';
import type { Db } from '../../db/client';
import {
  organizationCustomerProfiles,
  organizationMembers,
  organizations,
  subscriptions,
  userRoles,
  users,
} from '../../db/schema';
import { type Mailer, senderAddress } from '../../mail/mailer';
import type { RenderedMail } from '../../mail/sign-in-mail';
import { fill, htmlMail } from '../../mail/template';
import { formatGermanDate } from '../../format/german-date';
import { mailButtonColor } from '../../mail/button-color';

/** docs/product.md §4.4: the reminder goes out this many days before a subscription ends. */
export const REMINDER_DAYS = 7;
const DAY_MS = 86_400_000;
const t = messages.mail.subscriptionReminder;

type Due = { id: string; organizationId: string; regionId: string; label: string; endDate: Date };

export function renderSubscriptionReminder(input: {
  siteName: string;
  host: string;
  buttonColor: string;
  checkoutUrl: string;
  organization: string;
  label: string;
  endDate: Date;
}): RenderedMail {
  const vars = { ...input, endDate: formatGermanDate(input.endDate) };
  const before = [t.greeting, fill(t.intro, vars), t.renew];
  const after = [fill(t.signature, vars)];
  const footer = fill(messages.mail.footer, vars);
  return {
    subject: fill(t.subject, vars),
    text: [...before, input.checkoutUrl, ...after, '--', footer].join('\n\n') + '\n',
    html: htmlMail({
      siteName: input.siteName,
      before,
      button: { href: input.checkoutUrl, label: t.button, color: input.buttonColor },
      after,
      footer,
    }),
  };
}

/**
 * Claims the active subscriptions ending within REMINDER_DAYS that got no reminder yet, in one statement
 * (FOR UPDATE SKIP LOCKED): two app instances never remind of the same one, and each is reminded once.
 */
async function claimDue(db: Db, now: Date, limit: number): Promise<Due[]> {
  const until = new Date(now.getTime() + REMINDER_DAYS * DAY_MS);
  const due = db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.status, 'active'),
        isNull(subscriptions.reminderSentAt),
        gt(subscriptions.endDate, now),
        lte(subscriptions.endDate, until),
      ),
    )
    .orderBy(asc(subscriptions.endDate))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db.update(subscriptions).set({ reminderSentAt: now }).where(inArray(subscriptions.id, due)).returning({
    id: subscriptions.id,
    organizationId: subscriptions.organizationId,
    regionId: subscriptions.regionId,
    label: subscriptions.label,
    endDate: subscriptions.endDate,
  });
}

/** The organization's recruiters (owner, members, holders of a recruiter grant for it), else its invoice address. */
async function recipientsOf(db: Db, organizationId: string): Promise<string[]> {
  const recruiters = await db
    .selectDistinct({ email: users.email })
    .from(users)
    .where(
      and(
        eq(users.blocked, false),
        or(
          inArray(
            users.id,
            db.select({ id: organizations.ownerId }).from(organizations).where(eq(organizations.id, organizationId)),
          ),
          inArray(
            users.id,
            db
              .select({ id: organizationMembers.userId })
              .from(organizationMembers)
              .where(eq(organizationMembers.organizationId, organizationId)),
          ),
          inArray(
            users.id,
            db
              .select({ id: userRoles.userId })
              .from(userRoles)
              .where(and(eq(userRoles.targetId, organizationId), eq(userRoles.role, 'recruiter'))),
          ),
        ),
      ),
    )
    .orderBy(asc(users.email));
  if (recruiters.length) return recruiters.map((r) => r.email);
  const [profile] = await db
    .select({ profile: organizationCustomerProfiles.profile })
    .from(organizationCustomerProfiles)
    .where(eq(organizationCustomerProfiles.organizationId, organizationId));
  return profile ? [profile.profile.email] : [];
}

async function remind(db: Db, mailer: Mailer, subscription: Due): Promise<void> {
  const region = getRegion(subscription.regionId);
  const [org] = await db
    .select({ name: organizations.name })
    .from(organizations)
    .where(eq(organizations.id, subscription.organizationId));
  if (!region || !org) return;
  const host = region.HOSTS[0];
  const mail = renderSubscriptionReminder({
    siteName: region.SITENAME,
    host,
    buttonColor: mailButtonColor(region),
    checkoutUrl: siteUrl(region, '/checkout'),
    organization: org.name,
    label: subscription.label,
    endDate: subscription.endDate,
  });
  // One mail per person: colleagues' addresses stay out of each other's mail.
  for (const to of await recipientsOf(db, subscription.organizationId))
    await mailer.send({ from: senderAddress(region.SITENAME, host), to, regionId: region.id, ...mail });
}

/**
 * docs/product.md §4.4: mails the recruiters of each organization whose subscription ends within REMINDER_DAYS, once
 * (subscriptions.reminder_sent_at). A reminder that could not be sent is released for the next run.
 */
export async function sendSubscriptionReminders(
  db: Db,
  mailer: Mailer,
  options: { now?: Date; limit?: number } = {},
): Promise<{ sent: number; failed: number }> {
  const now = options.now ?? new Date();
  let sent = 0;
  let failed = 0;
  for (const subscription of await claimDue(db, now, options.limit ?? 50)) {
    try {
      await remind(db, mailer, subscription);
      sent++;
    } catch (error) {
      failed++;
      console.error(`subscription ${subscription.id}: reminder failed`, error);
      await db.update(subscriptions).set({ reminderSentAt: null }).where(eq(subscriptions.id, subscription.id));
    }
  }
  return { sent, failed };
}
