import { describe, expect, it } from 'vitest';
import { renderAlertConfirmMail, renderAlertMail } from '../alerts/job-alert-mails';
import { renderApplicantMail, renderRecruiterMail } from '../applications/application-mails';
import { renderContactAnswerMail } from '../notifications/contact-answer-mail';
import { renderJobExpiringMail, renderJobLiveMail } from '../notifications/job-mails';
import { renderTeamJoinedMail } from '../notifications/team-joined-mail';
import { renderRejectionMail } from '../postings/posting-mails';
import { renderRegistrationMail, renderRegistrationNoticeMail } from './registration-mail';
import { type RenderedMail, renderNoAccountMail, renderSignInMail } from './sign-in-mail';

// Every mail we send opens its subject and its body with a capital letter.
const site = { siteName: 'Jobs in Franken', host: 'jobs-in-franken.de', buttonColor: '#1f2933' };
const url = 'https://jobs-in-franken.de/x';
const employer = { ...site, settingsUrl: url };
const job = { title: 'pflegefachkraft (m/w/d)', url, organization: 'Klinikum Nord', place: 'Nürnberg' };

const MAILS: Array<[string, RenderedMail]> = [
  ['sign-in link', renderSignInMail({ ...site, url, minutes: 15 })],
  ['sign-in without an account', renderNoAccountMail({ ...site, registerUrl: url })],
  ['registration', renderRegistrationMail({ ...site, url, minutes: 60 })],
  ['registration with a known address', renderRegistrationNoticeMail({ ...site, loginUrl: url })],
  [
    'application to the employer',
    renderRecruiterMail({
      site: { ...site, jobUrl: url, settingsUrl: url },
      job: { title: job.title, organizationName: job.organization },
      applicant: { firstName: 'anna', lastName: 'huber', emailAddress: 'anna@example.org', coverLetter: null },
      answers: [],
      attachmentNames: [],
    }),
  ],
  [
    'application confirmation',
    renderApplicantMail({
      site: { ...site, jobUrl: url, settingsUrl: url },
      job: { title: job.title, organizationName: job.organization },
    }),
  ],
  [
    'job alert confirmation',
    renderAlertConfirmMail({ ...site, label: '„pflege“', confirmUrl: url, unsubscribeUrl: url }),
  ],
  ...[1, 3].map((count): [string, RenderedMail] => [
    `job alert with ${count} job(s)`,
    renderAlertMail({
      ...site,
      label: '„pflege“',
      jobs: Array.from({ length: count }, () => job),
      listingUrl: url,
      unsubscribeUrl: url,
    }),
  ]),
  ...[false, true].map((revision): [string, RenderedMail] => [
    `posting sent back${revision ? ' (changes)' : ''}`,
    renderRejectionMail({
      ...site,
      settingsUrl: url,
      title: job.title,
      reason: 'bitte das Gehalt nennen.',
      editUrl: url,
      revision,
    }),
  ]),
  ['job online', renderJobLiveMail(employer, { title: job.title, url, expiresAt: new Date('2031-05-10T10:00:00Z') })],
  ['job ends soon', renderJobExpiringMail(employer, { title: job.title, renewUrl: url, expiresAt: new Date() })],
  ...[true, false].map((approved): [string, RenderedMail] => [
    `contact request ${approved ? 'approved' : 'withdrawn'}`,
    renderContactAnswerMail(employer, { approved, organization: 'klinikum Nord', contactsUrl: url }),
  ]),
  [
    'team invitation accepted',
    renderTeamJoinedMail(employer, {
      name: 'mia Team',
      email: 'mia@example.org',
      organization: 'Klinikum Nord',
      teamUrl: url,
    }),
  ],
];

/** The first paragraph of the HTML body, after the site name on top. */
const firstHtmlParagraph = (html: string) => /<p style="margin:0 0 16px">([^<]*)/.exec(html)?.[1] ?? '';

describe('mail subjects and bodies start with a capital letter', () => {
  it.each(MAILS)('%s', (_name, mail) => {
    expect(mail.subject).toMatch(/^\p{Lu}/u);
    expect(mail.text).toMatch(/^\p{Lu}/u);
    expect(firstHtmlParagraph(mail.html)).toMatch(/^\p{Lu}/u);
  });
});
