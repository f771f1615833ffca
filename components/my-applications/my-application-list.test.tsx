// @vitest-environment jsdom
// "Meine Bewerbungen" as the applicant reads it: the job as a link, the employer, the day, the
// employer's status in German words, a closed job and a coming deletion said plainly; an empty list leads to jobs.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import messages from '@/messages/de.json';
import type { MyApplicationsQuery } from '@/lib/graphql/generated/operations';
import { MyApplicationList } from './my-application-list';

afterEach(cleanup);

type Item = MyApplicationsQuery['myApplications']['items'][number];
const item = (id: string, extra: Partial<Item> = {}): Item => ({
  id,
  jobId: `job-${id}`,
  jobTitle: `Stelle ${id}`,
  organizationName: 'Gärtnerei Blum',
  jobOpen: true,
  status: 'new',
  sentAt: '2026-11-20T09:00:00.000Z',
  statusChangedAt: null,
  withResume: false,
  attachmentCount: 0,
  deletionDate: null,
  ...extra,
});

function show(items: Item[], total = items.length, byMail = false) {
  render(
    <NextIntlClientProvider locale="de" timeZone="Europe/Berlin" messages={{ myApplications: messages.myApplications }}>
      <MyApplicationList data={{ total, items }} byMail={byMail} />
    </NextIntlClientProvider>,
  );
}

describe('MyApplicationList', () => {
  it.each([
    ['new', 'Eingegangen'],
    ['in_review', 'Wird geprüft'],
    ['invited', 'Eingeladen'],
    ['rejected', 'Absage'],
    ['hired', 'Zusage'],
  ] as const)('says the status %s in German words (%s)', (status, words) => {
    show([item('a', { status })]);
    expect(screen.getByRole('article')).toHaveProperty('textContent', expect.stringContaining(`Stand: ${words}`));
  });

  it('links each job by its title, with the employer, the day it was sent and its attachments', () => {
    show([item('a', { attachmentCount: 2, withResume: true, statusChangedAt: '2026-11-22T09:00:00.000Z' })], 21);
    expect(screen.getByRole('status').textContent).toBe('21 Bewerbungen');
    const article = screen.getByRole('article', { name: 'Stelle a' });
    expect(within(article).getByRole('link', { name: 'Stelle a' }).getAttribute('href')).toBe('/job/job-a');
    expect(article.textContent).toContain('Gärtnerei Blum');
    expect(article.textContent).toContain('Beworben am 20.11.2026');
    expect(article.textContent).toContain('geändert am 22.11.2026');
    expect(article.textContent).toContain('2 Anhänge · Mit Lebenslauf als PDF');
  });

  it('says when a job has closed and when a rejected application is deleted', () => {
    show([item('a', { jobOpen: false, status: 'rejected', deletionDate: '2027-05-20T09:00:00.000Z' })]);
    const text = screen.getByRole('article').textContent;
    expect(text).toContain('Die Stelle ist nicht mehr ausgeschrieben.');
    expect(text).toContain('Die Bewerbung wird am 20.05.2027 gelöscht.');
  });

  it('leads to the job search when there is no application yet', () => {
    show([]);
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.getByRole('link', { name: 'Jobs finden' }).getAttribute('href')).toBe('/jobs');
  });

  // docs/product-decisions.md "Applicant management off": no inbox, so no status can ever follow.
  it('says each went by mail and that no status follows, never a status, where the site has no inbox', () => {
    show([item('a', { status: 'new' }), item('b', { statusChangedAt: '2026-11-22T09:00:00.000Z' })], 2, true);
    for (const article of screen.getAllByRole('article')) {
      expect(article.textContent).toContain('Per E-Mail an den Arbeitgeber – hier folgt kein Stand · Beworben am');
      expect(article.textContent).not.toContain('Stand:');
      expect(article.textContent).not.toContain('Eingegangen');
      expect(article.textContent).not.toContain('geändert am');
    }
  });
});
