import messages from '../../../messages/de.json';
import type { ApplicationStatus } from '../../db/schema';
import type { RenderedMail } from '../../mail/sign-in-mail';
import { fill, htmlMail } from '../../mail/template';

const t = messages.graphql.applications.mail;

export type StatusMailContext = {
  firstName: string;
  jobTitle: string;
  organizationName: string;
};

/**
 * The mail the inbox proposes for a status change, addressing the job seeker with "du" (the site's voice for
 * job seekers). The recruiter may edit it before it is sent; the proposal only fills in the first name, the
 * job's title and the employer.
 */
export function proposeStatusMail(status: ApplicationStatus, context: StatusMailContext) {
  const vars = { firstName: context.firstName, title: context.jobTitle, organization: context.organizationName };
  return { subject: fill(t[status].subject, vars), body: fill(t[status].body, vars) };
}

/**
 * The mail as sent: the recruiter's subject and text (plain text; escaped in the HTML part), a link to the
 * job and a footer saying who sent it through which site.
 */
export function renderStatusMail(input: {
  subject: string;
  body: string;
  organizationName: string;
  site: { siteName: string; buttonColor: string; jobUrl: string };
}): RenderedMail {
  const footer = fill(t.footer, { organization: input.organizationName, site: input.site.siteName });
  const paragraphs = input.body
    .replace(/\r\n/g, '\n')
    .split(/\n{2,}/)
    .map((p) => p.trim())
    .filter(Boolean);
  return {
    subject: input.subject,
    text: [...paragraphs, input.site.jobUrl, '--', footer].join('\n\n') + '\n',
    html: htmlMail({
      siteName: input.site.siteName,
      before: paragraphs,
      button: { href: input.site.jobUrl, label: t.jobLink, color: input.site.buttonColor },
      after: [],
      footer,
    }),
  };
}
