import messages from '../../messages/de.json';
import type { Db } from '../db/client';
import type { Mailer } from '../mail/mailer';
import { fill } from '../mail/template';
import { type EmployerSite, mailEmployers, renderEmployerMail } from './employer-mail';
import { personOrOwner } from './employer-mail-settings';
import { organizations } from '../db/schema';
import { eq } from 'drizzle-orm';

const t = messages.mail.employer;

/**
 * Where the recruiter sees the requests and, once approved, the candidate's data (docs/product.md §2 the workspace).
 */
export const RECRUITER_CONTACTS_PATH = '/job-manager/kandidaten';

/**
 * The requesting recruiter's mail when a candidate approves a contact request or withdraws the approval. It
 * names no candidate: the approval shows the data in the workspace, a withdrawal hides it again, and a mail
 * sitting in an inbox must not keep what the candidate took back.
 */
export function renderContactAnswerMail(
  site: EmployerSite,
  answer: { approved: boolean; organization: string; contactsUrl: string },
) {
  const vars = { siteName: site.siteName, organization: answer.organization };
  const text = answer.approved ? t.contactApproved : t.contactRevoked;
  return renderEmployerMail(site, {
    subject: fill(text.subject, vars),
    before: answer.approved
      ? [fill(t.contactApproved.intro, vars)]
      : [fill(t.contactRevoked.intro, vars), t.contactRevoked.note],
    button: { href: answer.contactsUrl, label: text.button },
    reason: fill(t.reasons.contactAnswers, vars),
  });
}

/** Mails the recruiter who asked (while still in the team, else the owner), unless they switched it off. */
export async function mailContactAnswer(
  db: Db,
  mailer: Mailer,
  input: { regionId: string; organizationId: string; requestedById: string | null; approved: boolean },
): Promise<void> {
  const [org] = await db
    .select({ name: organizations.name })
    .from(organizations)
    .where(eq(organizations.id, input.organizationId));
  if (!org) return;
  const recruiter = await personOrOwner(db, input.organizationId, input.requestedById);
  await mailEmployers(db, mailer, {
    regionId: input.regionId,
    kind: 'contactAnswers',
    userIds: [recruiter],
    render: ({ site, url }) =>
      renderContactAnswerMail(site, {
        approved: input.approved,
        organization: org.name,
        contactsUrl: url(RECRUITER_CONTACTS_PATH),
      }),
  });
}
