import messages from '../../messages/de.json';
import type { RenderedMail } from '../mail/sign-in-mail';
import { fill, htmlMail } from '../mail/template';
import { employerFooter } from '../notifications/employer-mail';

const t = messages.application.mail;

export type ApplicationMailInput = {
  site: {
    siteName: string;
    host: string;
    buttonColor: string;
    jobUrl: string;
    /** "Meine Bewerbungen", for an application sent with an account. */
    myApplicationsUrl?: string;
    /** False where the site has no inbox: no status will follow (docs/product-decisions.md "Applicant management off"). */
    inbox?: boolean;
    /** The account's employer mail settings, linked from the employer's footer. */
    settingsUrl: string;
  };
  job: { title: string; organizationName: string };
  applicant: { firstName: string; lastName: string; emailAddress: string; coverLetter: string | null };
  answers: Array<{ question: string; answer: string }>;
  attachmentNames: string[];
};

const name = (a: ApplicationMailInput['applicant']) => `${a.firstName} ${a.lastName}`;

/**
 * The employer's copy: who applied, the cover letter, the answers; the files go along as attachments. Its
 * footer is the employers' one ("an Sie gesendet", where to switch it off).
 */
export function renderRecruiterMail(input: ApplicationMailInput): RenderedMail {
  const vars = {
    title: input.job.title,
    name: name(input.applicant),
    site: input.site.siteName,
    email: input.applicant.emailAddress,
  };
  const before = [
    fill(t.recruiterIntro, vars),
    [fill(t.recruiterName, vars), fill(t.recruiterEmail, vars)].join('\n'),
    input.applicant.coverLetter
      ? `${t.recruiterCoverLetter}\n${input.applicant.coverLetter}`
      : t.recruiterNoCoverLetter,
    ...(input.answers.length
      ? [`${t.recruiterAnswers}\n${input.answers.map((a) => `${a.question}: ${a.answer}`).join('\n')}`]
      : []),
    input.attachmentNames.length
      ? fill(t.recruiterAttachments, { count: input.attachmentNames.length, names: input.attachmentNames.join(', ') })
      : t.recruiterNoAttachments,
    fill(t.recruiterReply, vars),
  ];
  const reason = fill(messages.mail.employer.reasons.applications, {
    siteName: input.site.siteName,
    title: vars.title,
  });
  const footer = employerFooter(input.site, reason);
  return {
    subject: fill(t.recruiterSubject, vars),
    text: [...before, input.site.jobUrl, '--', footer].join('\n\n') + '\n',
    html: htmlMail({
      siteName: input.site.siteName,
      before,
      button: { href: input.site.jobUrl, label: t.applicantJobLink, color: input.site.buttonColor },
      after: [],
      footer,
    }),
  };
}

/**
 * The applicant's confirmation goes to an address nobody has confirmed, so it carries only our fixed text
 * with the job's title, the employer and the site: nothing typed into the form (name, cover letter, file
 * names), or the form would mail anyone's text and links to any address in our name.
 */
export function renderApplicantMail(input: Pick<ApplicationMailInput, 'site' | 'job'>): RenderedMail {
  const vars = { title: input.job.title, organization: input.job.organizationName, site: input.site.siteName };
  const before = [t.applicantGreeting, fill(t.applicantText, vars)];
  const after = input.site.myApplicationsUrl
    ? [
        fill(input.site.inbox === false ? t.applicantMyApplicationsByMail : t.applicantMyApplications, {
          url: input.site.myApplicationsUrl,
        }),
      ]
    : [];
  const footer = fill(t.footer, vars);
  return {
    subject: fill(t.applicantSubject, vars),
    text: [...before, input.site.jobUrl, ...after, '--', footer].join('\n\n') + '\n',
    html: htmlMail({
      siteName: input.site.siteName,
      before,
      button: { href: input.site.jobUrl, label: t.applicantJobLink, color: input.site.buttonColor },
      after,
      footer,
    }),
  };
}
