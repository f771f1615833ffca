import messages from '../../messages/de.json';
import type { RenderedMail } from '../mail/sign-in-mail';
import { fill, htmlMail } from '../mail/template';

type RejectionMail = {
  siteName: string;
  host: string;
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
  const vars = { siteName: mail.siteName, host: mail.host, title: mail.title };
  const before = [t.greeting, fill(mail.revision ? t.introRevision : t.intro, vars), mail.reason];
  const after = [mail.revision ? t.nextRevision : t.next, fill(t.signature, vars)];
  const footer = fill(messages.mail.footer, vars);
  return {
    subject: fill(mail.revision ? t.subjectRevision : t.subject, vars),
    text: [...before, mail.editUrl, ...after, '--', footer].join('\n\n') + '\n',
    html: htmlMail({
      siteName: mail.siteName,
      before,
      button: { href: mail.editUrl, label: t.button, color: '#1f2933' },
      after,
      footer,
    }),
  };
}
