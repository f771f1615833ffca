// @vitest-environment jsdom
// /user/daten: the download is a plain link, the erasure a plain form; the page names the address the link
// goes to and what stays after an erasure, lists the kept files (a deletable one behind a confirm step), and
// answers each form with a notice.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import messages from '@/messages/de.json';
import { DataRights } from './data-rights';
import type { KeptFile } from './kept-files';
import type { DataNotice } from '@/lib/data/privacy-paths';

afterEach(cleanup);

const FILES: KeptFile[] = [
  {
    id: 'f1',
    name: 'Lebenslauf_final.pdf',
    kind: 'RESUME_IMPORT',
    sizeBytes: 12_600,
    uploadedAt: '2026-11-02T09:00:00.000Z',
    applicationJobTitle: null,
    applicationEmployer: null,
    messageSubject: null,
    retention: 'UNTIL_DELETED',
    deletesOn: null,
    deletable: true,
  },
  {
    id: 'f2',
    name: 'Zeugnis.pdf',
    kind: 'APPLICATION_ATTACHMENT',
    sizeBytes: 2_500_000,
    uploadedAt: '2026-03-01T09:00:00.000Z',
    applicationJobTitle: 'Pflegefachkraft',
    applicationEmployer: 'Klinik Nord',
    messageSubject: null,
    retention: 'WITH_APPLICATION',
    deletesOn: '2026-09-30T00:00:00.000Z',
    deletable: false,
  },
];

function renderPage(notice: DataNotice | null = null, files = FILES) {
  render(
    <NextIntlClientProvider locale="de" timeZone="Europe/Berlin" messages={{ privacy: messages.privacy }}>
      <DataRights
        email="lena@example.test"
        keptReasons={['law', 'organization']}
        linkMinutes={60}
        keptFiles={files}
        notice={notice}
        requestErasure={() => {}}
        deleteFile={() => {}}
      />
    </NextIntlClientProvider>,
  );
}

describe('Meine Daten', () => {
  it('offers the ZIP as a plain download link and the erasure as a form button', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Meine Daten' })).toBeDefined();
    const download = screen.getByRole('link', { name: 'Meine Daten herunterladen (ZIP)' });
    expect(download.getAttribute('href')).toBe('/user/daten/export');
    const button = screen.getByRole('button', { name: 'Löschung per E-Mail bestätigen' });
    expect(button.closest('form')).not.toBeNull();
    expect(screen.getByText(/lena@example\.test/).textContent).toContain('60 Minuten');
  });

  it('names what stays and why', () => {
    renderPage();
    const kept = screen.getByRole('heading', { name: 'Was bleibt' }).nextElementSibling!;
    const items = within(kept as HTMLElement)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items).toHaveLength(2);
    expect(items[0]).toContain('§ 147 AO');
    expect(items[1]).toContain('Gelöschtes Konto');
  });

  it('lists the kept files with what they belong to and how long they stay', () => {
    renderPage();
    const files = screen.getByRole('region', { name: messages.privacy.files.heading });
    const cv = within(files).getByRole('heading', { name: 'Lebenslauf_final.pdf' }).closest('li')!;
    expect(cv.textContent).toContain(
      `${messages.privacy.files.kinds.RESUME_IMPORT} · Hochgeladen am 02.11.2026 · 12,3 kB`,
    );
    expect(cv.textContent).toContain(messages.privacy.files.retention.UNTIL_DELETED);
    const attachment = within(files).getByRole('heading', { name: 'Zeugnis.pdf' }).closest('li')!;
    expect(attachment.textContent).toContain('Bewerbung als Pflegefachkraft bei Klinik Nord');
    expect(attachment.textContent).toContain('Wird am 30.09.2026 gelöscht.');
    expect(attachment.querySelector('form')).toBeNull();
  });

  it('deletes a file only after a confirm step, in a plain form naming the file', () => {
    renderPage();
    const cv = screen.getByRole('heading', { name: 'Lebenslauf_final.pdf' }).closest('li')!;
    const summary = within(cv).getByText('„Lebenslauf_final.pdf“ löschen');
    expect(summary.tagName).toBe('SUMMARY');
    const details = summary.closest('details')!;
    expect(details.open).toBe(false);
    const button = within(details).getByRole('button', { hidden: true, name: 'Endgültig löschen' });
    const form = button.closest('form')!;
    expect((form.elements.namedItem('id') as HTMLInputElement).value).toBe('f1');
    expect(button.getAttribute('aria-describedby')).toBe('file-f1-name file-f1-confirm');
  });

  it('says when no file is kept', () => {
    renderPage(null, []);
    expect(screen.getByText(messages.privacy.files.empty)).toBeDefined();
  });

  it.each([
    ['sent', 'status', messages.privacy.erase.sent],
    ['rate-limited', 'alert', messages.privacy.erase.rateLimited],
    ['mail-failed', 'alert', messages.privacy.erase.failed],
    ['refused', 'alert', messages.privacy.errors.whileSupporting],
    ['export-rate-limited', 'alert', messages.privacy.export.rateLimited],
    ['file-deleted', 'status', messages.privacy.files.deleted],
    ['file-not-found', 'alert', messages.privacy.files.notFound],
    ['file-kept', 'alert', messages.privacy.files.kept],
    ['file-refused', 'alert', messages.privacy.files.whileSupporting],
  ] as const)('answers the form: %s', (notice, role, text) => {
    renderPage(notice);
    expect(screen.getByRole(role).textContent).toBe(text);
  });
});
