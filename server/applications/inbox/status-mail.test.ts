import { describe, expect, it } from 'vitest';
import { APPLICATION_STATUSES } from './application-status';
import { proposeStatusMail, renderStatusMail } from './status-mail';

const context = { firstName: 'Lena', jobTitle: 'Lagerist (m/w/d)', organizationName: 'Muster GmbH' };

describe('status mails to applicants', () => {
  it.each(APPLICATION_STATUSES)('proposes a du-form mail for %s with name, job and employer', (status) => {
    const { subject, body } = proposeStatusMail(status, context);
    expect(subject).toContain('Lagerist (m/w/d)');
    expect(body).toMatch(/^Hallo Lena,\n\n/);
    expect(body).toContain('Muster GmbH');
    // Job seekers are addressed with "du", never "Sie".
    expect(body).not.toMatch(/\b(Sie|Ihre?n?|Ihnen)\b/);
    expect(body).toMatch(/\b(du|dich|dir|dein\w*)\b/);
  });

  it('sends the text as written and escapes it in the HTML part', () => {
    const mail = renderStatusMail({
      subject: 'Einladung',
      body: 'Hallo Lena,\r\n\r\nkomm am <b>Dienstag</b>.\nBis bald',
      organizationName: 'Muster GmbH',
      site: { siteName: 'Jobs in Franken', buttonColor: '#000', jobUrl: 'https://jobs.example/job/1' },
    });
    expect(mail.subject).toBe('Einladung');
    expect(mail.text).toContain('komm am <b>Dienstag</b>.\nBis bald');
    expect(mail.html).toContain('komm am &lt;b&gt;Dienstag&lt;/b&gt;.<br>Bis bald');
    expect(mail.text).toContain('Diese E-Mail hat Muster GmbH über Jobs in Franken an dich gesendet.');
  });
});
