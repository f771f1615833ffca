import { describe, expect, it } from 'vitest';
import { renderContactRequestMail } from './contact-mail';

const input = {
  siteName: 'Jobs in Franken',
  host: 'jobs-in-franken.de',
  organizationName: 'Klinik GmbH',
  message: 'Hallo <b>du</b>,\nwir suchen dich.',
  requestsUrl: 'https://jobs-in-franken.de/user/kontaktanfragen',
  buttonColor: '#1f2933',
};

describe('the candidate’s contact request mail', () => {
  it('names the organization, carries the message as text, and links to the decision', () => {
    const mail = renderContactRequestMail(input);
    expect(mail.subject).toBe('Klinik GmbH möchte mit dir in Kontakt treten');
    expect(mail.text).toContain('Hallo <b>du</b>,\nwir suchen dich.');
    expect(mail.text).toContain(input.requestsUrl);
    expect(mail.text).toContain('Du kannst die Zustimmung jederzeit zurückziehen.');
  });

  it('never lets the recruiter’s message into the HTML as markup', () => {
    const { html } = renderContactRequestMail(input);
    expect(html).not.toContain('<b>du</b>');
    expect(html).toContain('Hallo &lt;b&gt;du&lt;/b&gt;,<br>wir suchen dich.');
    expect(html).toContain(`href="${input.requestsUrl}"`);
  });
});
