import { describe, expect, it } from 'vitest';
import { renderAlertConfirmMail, renderAlertMail } from '../alerts/job-alert-mails';
import { renderApplicantMail } from '../applications/application-mails';
import { proposeStatusMail } from '../applications/inbox/status-mail';
import { sendAccountMail } from '../account/account-mail';
import { renderSenderCopy } from '../contact/contact-mails';
import { renderContactRequestMail } from '../resume-contacts/contact-mail';
import type { OutgoingMail } from './mailer';
import { renderRegistrationMail, renderRegistrationNoticeMail } from './registration-mail';
import { type RenderedMail, renderNoAccountMail, renderSignInMail } from './sign-in-mail';

// Every mail to a job seeker opens with "Hallo" and says "du" throughout; employers keep "Sie"
// (docs/product-decisions.md "Design, second pass").
const site = { siteName: 'Jobs in Franken', host: 'jobs-in-franken.de', buttonColor: '#1f2933' };
const url = 'https://jobs-in-franken.de/x';
const job = { title: 'Pflegefachkraft (m/w/d)', url, organization: 'Klinikum Nord', place: 'Nürnberg' };
const contact = {
  site: { ...site, siteUrl: url, recipient: 'kontakt@joblocal.de' },
  message: { name: 'Paula', email: 'paula@example.org', subject: 'Frage', body: 'Wie geht das?' },
  audience: 'seeker' as const,
  attachmentNames: ['lebenslauf.pdf'],
};

async function accountMails(): Promise<Array<[string, { subject: string; text: string }]>> {
  const sent: OutgoingMail[] = [];
  const mailer = { mode: 'mailbox' as const, send: async (mail: OutgoingMail) => void sent.push(mail) };
  const kinds = ['passwordReset', 'emailChange', 'emailChangeNotice', 'passwordChanged'] as const;
  for (const kind of kinds)
    await sendAccountMail(mailer, { kind, regionId: 'franken', to: 'a@example.org', path: '/' });
  return sent.map((mail, i) => [`account: ${kinds[i]}`, { subject: mail.subject, text: mail.text ?? '' }]);
}

const MAILS: Array<[string, RenderedMail]> = [
  ['sign-in link', renderSignInMail({ ...site, url, minutes: 15 })],
  ['sign-in without an account', renderNoAccountMail({ ...site, registerUrl: url })],
  ['registration', renderRegistrationMail({ ...site, url, minutes: 60 })],
  ['registration with a known address', renderRegistrationNoticeMail({ ...site, loginUrl: url })],
  [
    'application confirmation',
    renderApplicantMail({
      site: { ...site, jobUrl: url, settingsUrl: url, myApplicationsUrl: url },
      job: { title: job.title, organizationName: job.organization },
    }),
  ],
  [
    'job alert confirmation',
    renderAlertConfirmMail({ ...site, label: '„pflege“', confirmUrl: url, unsubscribeUrl: url }),
  ],
  [
    'job alert',
    renderAlertMail({ ...site, label: '„pflege“', jobs: [job, job], listingUrl: url, unsubscribeUrl: url }),
  ],
  [
    'contact request of an employer',
    renderContactRequestMail({ ...site, organizationName: 'Klinikum Nord', message: 'Hallo!', requestsUrl: url }),
  ],
  ['copy of a contact message', renderSenderCopy({ ...contact, fromOwnAccount: false })],
  ['copy of a contact message, signed in', renderSenderCopy({ ...contact, fromOwnAccount: true })],
];

/** "Sie", "Ihr", "Ihnen" … as the polite address (a capital "Sie" inside a sentence, or any "Ihr…"). */
const POLITE = /(?<![.:!?]\s)\bSie\b|\bIhn(en)?\b|\bIhr(e|en|em|er|es)?\b/;

describe('mails to job seekers open with "Hallo" and say "du"', () => {
  it.each(MAILS)('%s', (_name, mail) => {
    expect(mail.text).toMatch(/^Hallo\b/);
    expect(`${mail.subject}\n${mail.text}`).not.toMatch(POLITE);
  });

  it('the account mails too', async () => {
    for (const [name, mail] of await accountMails()) {
      expect(mail.text, name).toMatch(/^Hallo\b/);
      expect(`${mail.subject}\n${mail.text}`, name).not.toMatch(POLITE);
    }
  });

  it.each(['new', 'in_review', 'invited', 'rejected', 'hired'] as const)(
    'the proposed mail of the status %s',
    (status) => {
      const mail = proposeStatusMail(status, { firstName: 'Anna', jobTitle: job.title, organizationName: 'Klinikum' });
      expect(mail.body).toMatch(/^Hallo Anna,/);
      expect(`${mail.subject}\n${mail.body}`).not.toMatch(POLITE);
    },
  );

  it('the employer area keeps "Sie" in its copy of a contact message', () => {
    const mail = renderSenderCopy({ ...contact, audience: 'employer', fromOwnAccount: true });
    expect(mail.text).toMatch(/^Guten Tag Paula,\nvielen Dank für Ihre Nachricht/);
  });
});
