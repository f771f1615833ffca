// @vitest-environment jsdom
// docs/product.md §1.4 ATTACHMENTS_FEATURE_ACTIVE on the forms that take files: the application form and the contact
// form have a file field only where the site takes files (off on Niederbayern), and a job's "Lebenslauf
// erforderlich" is not asked there (docs/product-decisions.md "Salary free input and attachments switched off").
import { describe, expect, it, vi } from 'vitest';
import { renderServer } from '@/components/account/server-testing';
import { ContactForm } from '@/components/contact/contact-form';
import type { GetJobQuery } from '@/lib/graphql/generated/operations';
import type { ContactFormState } from '@/lib/data/contact';
import { getRegion } from '@/regions/registry';
import { JobApplicationForm } from './job-application-form';

vi.mock('next-intl/server', async () => (await import('@/components/account/server-testing')).intlServer);

type Job = NonNullable<GetJobQuery['getJob']>;
const JOB = {
  id: 'j1',
  applicationRequireCv: true,
  applicationRequireCoverLetter: false,
  applicationRequireQualifyingQuestions: false,
  applicationQualifyingQuestions: [],
} as unknown as Job;
const REFUSED =
  'Auf dieser Seite kannst du keine Dateien mitschicken. Schreib alles Wichtige bitte in dein Anschreiben.';

const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');

async function applicationForm(site: string, errors: Record<string, string> = {}) {
  const draft = {
    id: 'd1',
    fields: { firstName: 'Lena', lastName: 'Maier', emailAddress: 'lena@beispiel.de', coverLetter: '', answers: {} },
    errors,
    files: [],
  };
  return parse(await renderServer(await JobApplicationForm({ job: JOB, region: getRegion(site)!, draft })));
}

function contactState(attachments: boolean): ContactFormState {
  return {
    values: { name: '', email: '', subject: '', message: '', copy: false },
    errors: {},
    draft: null,
    token: 't',
    audience: 'seeker',
    captcha: null,
    attachments,
  };
}

describe('the application form by the site’s attachments switch', () => {
  it('takes files where the site does, with the CV the job requires', async () => {
    const doc = await applicationForm('franken');
    const input = doc.querySelector<HTMLInputElement>('input[type=file][name=attachments]');
    expect(input).not.toBeNull();
    expect(doc.querySelector('label[for=apply-attachments]')?.textContent).toMatch(
      /^Lebenslauf und weitere Unterlagen \(/,
    );
  });

  it('has no file field and no CV requirement where the site takes no files', async () => {
    const doc = await applicationForm('niederbayern');
    expect(doc.querySelector('input[type=file]')).toBeNull();
    expect(doc.body.textContent).not.toMatch(/Lebenslauf und weitere Unterlagen/);
    // The other fields are all there.
    expect(doc.querySelector('input[name=firstName]')).not.toBeNull();
    expect(doc.querySelector('textarea[name=coverLetter]')).not.toBeNull();
  });

  it('shows the refusal of a hand-made request with files where the error summary points', async () => {
    const doc = await applicationForm('niederbayern', { attachments: REFUSED });
    expect(doc.querySelector('a[href="#apply-attachments"]')?.textContent).toBe(REFUSED);
    expect(doc.getElementById('apply-attachments')?.textContent).toBe(REFUSED);
    expect(doc.querySelector('input[type=file]')).toBeNull();
  });
});

describe('the contact form by the site’s attachments switch', () => {
  it.each([
    [true, 1],
    [false, 0],
  ])('attachments %s: %d file fields', async (attachments, count) => {
    const doc = parse(await renderServer(await ContactForm({ state: contactState(attachments) })));
    expect(doc.querySelectorAll('input[type=file]')).toHaveLength(count);
    expect(doc.querySelector('input[name=name]')).not.toBeNull();
  });
});
