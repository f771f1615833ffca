/**
 * Test helpers of the employer mails: a real SMTP server per file (server/mail/testing.ts), team members of
 * the fixtures' organization, and the mails one step sent, parsed.
 */
import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { organizationMembers, users } from '../db/schema';
import { REGION } from '../graphql/environment-testing';
import { createMailer, type Mailer } from '../mail/mailer';
import { parseMail, startTestSmtpServer, type TestSmtpServer } from '../mail/testing';
import type { EmployerMailKind } from './employer-mail-settings';

export function notificationTestKit(db: () => Db) {
  const userIds: string[] = [];
  let smtp: TestSmtpServer;
  let mailer: Mailer;
  return {
    async start() {
      smtp = await startTestSmtpServer();
      mailer = createMailer({ SMTP_URL: smtp.url });
    },
    get mailer() {
      return mailer;
    },
    /** A colleague in `organizationId`'s team (a member), with `off` switched off. */
    async member(organizationId: string, off: EmployerMailKind[] = []) {
      const email = `team-${randomUUID().slice(0, 8)}@example.test`;
      const [user] = await db()
        .insert(users)
        .values({ email, regionId: REGION, approved: true, employerMailsOff: off, firstName: 'Mia', lastName: 'Team' })
        .returning({ id: users.id, email: users.email });
      userIds.push(user.id);
      await db().insert(organizationMembers).values({ organizationId, userId: user.id });
      return user;
    },
    async switchOff(userId: string, off: EmployerMailKind[]) {
      await db().update(users).set({ employerMailsOff: off }).where(eq(users.id, userId));
    },
    /** Runs `step` and returns the mails it sent: recipients and the decoded subject and text. */
    async sentBy(step: () => Promise<unknown>) {
      const before = smtp.received.length;
      await step();
      return smtp.received.slice(before).map((m) => ({ ...parseMail(m.raw), rcpt: m.to }));
    },
    async stop() {
      if (userIds.length) await db().delete(users).where(inArray(users.id, userIds));
      await smtp.close();
    },
  };
}
