import { describe, expect, it } from 'vitest';
import messages from './de.json';

/**
 * One form of address per audience: job seekers read "du", employers (their pages,
 * the ads for them, the resume search, the application mail to them) and invoices read "Sie". Every message
 * belongs to the audience of the longest matching key prefix below; a new namespace must be placed here.
 */
type Audience = 'du' | 'Sie';
const AUDIENCE: Array<[prefix: string, audience: Audience]> = [
  ['meta', 'du'],
  ['meta.resumesDescription', 'Sie'],
  ['header', 'du'],
  ['nav', 'du'],
  ['footer', 'du'],
  ['home', 'du'],
  ['jobs', 'du'],
  // The ad in the job list is for employers who want to publish there.
  ['jobs.adTitle', 'Sie'],
  ['jobs.adText', 'Sie'],
  ['jobs.adLink', 'Sie'],
  ['search', 'du'],
  ['notFound', 'du'],
  ['gone', 'du'],
  ['error', 'du'],
  ['platform', 'du'],
  ['unknownHost', 'du'],
  ['badRequest', 'du'],
  ['api', 'du'],
  ['organizations', 'du'],
  ['resumes', 'Sie'],
  // The company sign-up, the page for employers and the seller's block (Impressum, AGB) speak to employers.
  ['companySignup', 'Sie'],
  ['employersPage', 'Sie'],
  ['seller', 'Sie'],
  // The resume search is for employers.
  ['resumeSearch', 'Sie'],
  ['resume', 'du'],
  // The resume wizard's CV import is for job seekers.
  ['resumeImport', 'du'],
  ['resumeWizard', 'du'],
  // The job seeker's privacy from employers: blocked companies and the hidden current employer.
  ['resumePrivacy', 'du'],
  // The drop zone of file fields (applying, the CV import, the resume photo, the contact form): no address.
  ['fileDrop', 'du'],
  // Contact requests: the recruiter's side "Sie", the candidate's page and mail "du".
  ['resumeContacts', 'Sie'],
  ['resumeContacts.candidate', 'du'],
  ['resumeContacts.mail', 'du'],
  // Resume alerts: the recruiter's form, list, unsubscribe page and mail.
  ['resumeAlerts', 'Sie'],
  ['graphql', 'du'],
  ['graphql.errors.noOrganization', 'Sie'],
  // Posting jobs: the wizard's and the review's messages are for employers.
  ['graphql.posting', 'Sie'],
  ['graphql.team', 'Sie'],
  ['graphql.organizationAdmin', 'Sie'],
  // Profile editing is for employers.
  ['graphql.organizationProfile', 'Sie'],
  ['auth', 'du'],
  ['mail', 'du'],
  ['mail.postingRejected', 'Sie'],
  // The mails employers expect: the job online and ending, contact answers, a colleague joined.
  ['mail.employer', 'Sie'],
  // The company sign-up's mails (confirmation, address taken) speak to the employer.
  ['mail.companySignup', 'Sie'],
  ['mail.companySignupNotice', 'Sie'],
  // The team invitation goes to an employer's colleague.
  ['mail.teamInvitation', 'Sie'],
  ['salary', 'du'],
  // Data rights: "Meine Daten" and its mail, for everyone with an account, in the account's "du".
  ['privacy', 'du'],
  ['job', 'du'],
  ['application', 'du'],
  ['application.mail.recruiter*', 'Sie'],
  ['jobAlert', 'du'],
  // The employer page is read by job seekers.
  ['organization', 'du'],
  ['consent', 'du'],
  ['searchFilters', 'du'],
  ['experience', 'du'],
  // The job wizard and the review queue are for employers and the site's editors.
  ['posting', 'Sie'],
  // Checkout, my products and the site's orders are for employers and the site's admins.
  ['commerce', 'Sie'],
  // The employer's workspace (its pages, the team, the invitation page, the change log); the inbox's
  // notice for a signed-in job seeker, and the mails the inbox proposes to applicants, are for job seekers.
  ['workspace', 'Sie'],
  ['workspace.applications.employersOnly', 'du'],
  ['graphql.applications', 'Sie'],
  ['graphql.applications.mail', 'du'],
  ['graphql.jobManager', 'Sie'],
  // Commerce: the checkout, orders and invoices, their mails and the subscription reminder.
  ['graphql.commerce', 'Sie'],
  ['mail.invoice', 'Sie'],
  ['mail.subscriptionReminder', 'Sie'],
  ['invoice', 'Sie'],
  // Applying with an account and "Meine Bewerbungen" are for job seekers.
  ['apply', 'du'],
  ['myApplications', 'du'],
  // The account and the job seeker's overview on /dashboard are for job seekers.
  ['account', 'du'],
  // The account's employer mail switches speak to employers.
  ['account.page.employerMails', 'Sie'],
  ['workspace.dashboard.seeker*', 'du'],
  // The contact form (its page, errors and mails): "Sie" for signed-in employers, "du" for job seekers and
  // visitors (docs/product-decisions.md "Design, second pass").
  ['contact', 'Sie'],
  ['contact.du', 'du'],
  // Share links are read by every visitor.
  ['share', 'du'],
  // The blog is read by job seekers; its editor and its errors speak to the site's editors.
  ['blog', 'du'],
  ['blog.editor', 'Sie'],
  ['blog.errors', 'Sie'],
  ['graphql.featureOff', 'du'],
  // The Merkliste is the job seeker's (docs/product-decisions.md "Merkliste").
  ['bookmarks', 'du'],
  // The newsletter speaks to its readers; its list in the workspace to the site's admins.
  ['newsletter', 'du'],
  ['newsletter.admin', 'Sie'],
  // Job ads on landing pages and the TopCV offer in the resume area are read by job seekers.
  ['landingAds', 'du'],
  ['topCv', 'du'],
  // The cookie banner and the refusals of the analytics endpoints speak to every visitor; the tracking pixel's
  // snippet is on the employer's statistics page.
  ['cookieConsent', 'du'],
  // The maintenance notice avoids either form; the captcha's status lines sit on forms job seekers send (sign-up,
  // alerts, applications, the contact form).
  ['maintenance', 'du'],
  ['captcha', 'du'],
  ['analytics.errors', 'du'],
  ['analytics.pixel', 'Sie'],
];

/**
 * Capitalised "Sie"/"Ihr…" that mean "they"/"their" at the start of a sentence, not the formal "you".
 * Each entry: key, the word, why.
 */
const THIRD_PERSON_AT_SENTENCE_START: Array<[key: string, word: string, why: string]> = [
  ['bookmarks.introAccount', 'Sie', 'the saved jobs ("Sie liegen in deinem Konto")'],
  ['bookmarks.introBrowser', 'Sie', 'the saved jobs ("Sie liegen nur in diesem Browser")'],
];

const FORMAL = /(?<![\p{L}-])(Sie|Ihr|Ihre|Ihren|Ihrem|Ihrer|Ihres|Ihnen)(?![\p{L}-])/gu;
const INFORMAL = /(?<![\p{L}-])(du|dein|deine|deinen|deinem|deiner|deines|dich|dir)(?![\p{L}-])/giu;

function* entries(node: unknown, path: string[] = []): Generator<[string, string]> {
  if (typeof node === 'string') yield [path.join('.'), node];
  else if (node && typeof node === 'object')
    for (const [key, value] of Object.entries(node)) yield* entries(value, [...path, key]);
}

/** A prefix names a key and everything under it; one ending in * also the keys whose name starts so. */
const covers = (prefix: string, key: string) =>
  prefix.endsWith('*') ? key.startsWith(prefix.slice(0, -1)) : key === prefix || key.startsWith(`${prefix}.`);

function audienceOf(key: string): Audience | null {
  const matches = AUDIENCE.filter(([prefix]) => covers(prefix, key));
  return matches.sort((a, b) => b[0].length - a[0].length)[0]?.[1] ?? null;
}

const all = [...entries(messages)];

describe('messages/de.json: one form of address per audience', () => {
  it('knows the audience of every message', () => {
    expect(all.filter(([key]) => !audienceOf(key)).map(([key]) => key)).toEqual([]);
  });

  it('addresses job seekers with "du" and employers with "Sie"', () => {
    const wrong: string[] = [];
    for (const [key, text] of all) {
      if (audienceOf(key) === 'du') {
        for (const [word] of text.matchAll(FORMAL)) {
          if (!THIRD_PERSON_AT_SENTENCE_START.some(([k, w]) => k === key && w === word))
            wrong.push(`${key}: „${word}“ in „${text}“`);
        }
      } else {
        for (const [word] of text.matchAll(INFORMAL)) wrong.push(`${key}: „${word}“ in „${text}“`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('finds the formal and the informal forms it looks for (and not "sie"/"ihr" for they/her)', () => {
    const formal = (text: string) => [...text.matchAll(FORMAL)].map(([w]) => w);
    const informal = (text: string) => [...text.matchAll(INFORMAL)].map(([w]) => w);
    expect(formal('Bitte prüfen Sie Ihre Angaben, wir schreiben Ihnen.')).toEqual(['Sie', 'Ihre', 'Ihnen']);
    expect(formal('Unternehmen zeigen, was sie bieten und wer ihr Team ist. Sie-Form, Ihrerseits')).toEqual([]);
    expect(informal('Du kannst dich anmelden; dein Link kommt zu dir.')).toEqual(['Du', 'dich', 'dein', 'dir']);
    expect(informal('Dudelsack, Dienst, Dirigent')).toEqual([]);
  });
});
