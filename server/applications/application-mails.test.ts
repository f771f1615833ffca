import { describe, expect, it } from 'vitest';
import { renderApplicantMail, renderRecruiterMail } from './application-mails';

// Security review: 20 applications to a stranger's address made 20 branded mails with the attacker's text.
const attack = {
  site: {
    siteName: 'Jobs in Franken',
    host: 'jobs-in-franken.de',
    buttonColor: '#1f2933',
    jobUrl: 'https://jobs-in-franken.de/job/1',
    settingsUrl: 'https://jobs-in-franken.de/user#email-benachrichtigungen',
  },
  job: { title: 'Pflegefachkraft (m/w/d)', organizationName: 'Klinikum Nord' },
  applicant: {
    firstName: 'Ihr Konto ist gesperrt: https://evil.example/login',
    lastName: 'www.evil.example',
    emailAddress: 'opfer@example.org',
    coverLetter: 'Jetzt hier bestätigen: https://evil.example/x',
  },
  answers: [{ question: 'Führerschein?', answer: 'https://evil.example/a' }],
  attachmentNames: ['evil.example-rechnung.pdf'],
};

describe('application mails', () => {
  it('sends the unconfirmed applicant address only our fixed text: job title, employer, site', () => {
    const mail = renderApplicantMail(attack);
    for (const part of [mail.subject, mail.text, mail.html]) expect(part).not.toMatch(/evil|Konto|bestätigen/);
    expect(mail.subject).toBe('Deine Bewerbung: Pflegefachkraft (m/w/d)');
    expect(mail.text).toContain('Klinikum Nord');
    expect(mail.text).toContain('Jobs in Franken');
  });

  it('leads an applicant who applied with an account to "Meine Bewerbungen", with our own link only', () => {
    const url = 'https://jobs-in-franken.de/user/bewerbungen';
    const mail = renderApplicantMail({ ...attack, site: { ...attack.site, myApplicationsUrl: url } });
    expect(mail.text).toContain(`Den Stand deiner Bewerbung siehst du jederzeit unter „Meine Bewerbungen“: ${url}`);
    expect(mail.html).toContain(url);
    expect(mail.text).not.toMatch(/evil/);
  });

  it('promises no status where the site has no inbox (docs/product-decisions.md "Applicant management off")', () => {
    const url = 'https://jobs-in-berlin-brandenburg.de/user/bewerbungen';
    const mail = renderApplicantMail({ ...attack, site: { ...attack.site, myApplicationsUrl: url, inbox: false } });
    expect(mail.text).toContain(`Deine Bewerbungen findest du jederzeit unter „Meine Bewerbungen“: ${url}`);
    expect(mail.text).toContain('Der Arbeitgeber meldet sich direkt bei dir, einen Stand zeigen wir dir');
    expect(mail.text).not.toContain('Den Stand deiner Bewerbung');
  });

  it('still gives the employer everything the applicant wrote', () => {
    const mail = renderRecruiterMail(attack);
    expect(mail.text).toContain('Jetzt hier bestätigen: https://evil.example/x');
    expect(mail.text).toContain('evil.example-rechnung.pdf');
  });

  it('tells the employer why it came ("an Sie gesendet") and where to switch it off', () => {
    const mail = renderRecruiterMail(attack);
    expect(mail.text).toContain(
      'Diese E-Mail wurde an Sie gesendet, weil Sie bei Jobs in Franken die Bewerbungen auf die Stellenanzeige „Pflegefachkraft (m/w/d)“ erhalten.',
    );
    expect(mail.text).toContain('https://jobs-in-franken.de/user#email-benachrichtigungen');
    expect(mail.html).toContain('an Sie gesendet');
  });
});
