import messages from '../../messages/de.json';
import type { RenderedMail } from '../mail/sign-in-mail';
import { fill } from '../mail/template';
import { type EmployerSite, renderEmployerMail } from '../notifications/employer-mail';

type RejectionMail = EmployerSite & {
  title: string;
  reason: string;
  /** The wizard of the job, where the author fixes it. */
  editUrl: string;
  /** Changes of a live job were rejected (the job stays online), not the new job itself. */
  revision: boolean;
};

/** The mail to a job's author when review sends it back, with the editor's reason ("Sie" form). */
export function renderRejectionMail(mail: RejectionMail): RenderedMail {
  const t = messages.mail.postingRejected;
  const vars = { siteName: mail.siteName, title: mail.title };
  return renderEmployerMail(mail, {
    subject: fill(mail.revision ? t.subjectRevision : t.subject, vars),
    before: [fill(mail.revision ? t.introRevision : t.intro, vars), mail.reason],
    button: { href: mail.editUrl, label: t.button },
    after: [mail.revision ? t.nextRevision : t.next],
    reason: fill(messages.mail.employer.reasons.jobReview, vars),
  });
}
