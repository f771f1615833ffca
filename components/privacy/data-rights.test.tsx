// @vitest-environment jsdom
// /user/daten: the download is a plain link, the erasure a plain form; the page names the address the link
// goes to and what stays after an erasure, and answers the form with a notice.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import messages from '@/messages/de.json';
import { DataRights } from './data-rights';
import type { DataNotice } from '@/lib/data/privacy-paths';

afterEach(cleanup);

function renderPage(notice: DataNotice | null = null) {
  render(
    <NextIntlClientProvider locale="de" timeZone="Europe/Berlin" messages={{ privacy: messages.privacy }}>
      <DataRights
        email="lena@example.test"
        keptReasons={['law', 'organization']}
        linkMinutes={60}
        notice={notice}
        requestErasure={() => {}}
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
    const kept = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(kept).toHaveLength(2);
    expect(kept[0]).toContain('§ 147 AO');
    expect(kept[1]).toContain('Gelöschtes Konto');
  });

  it.each([
    ['sent', 'status', messages.privacy.erase.sent],
    ['rate-limited', 'alert', messages.privacy.erase.rateLimited],
    ['mail-failed', 'alert', messages.privacy.erase.failed],
    ['refused', 'alert', messages.privacy.errors.whileSupporting],
    ['export-rate-limited', 'alert', messages.privacy.export.rateLimited],
  ] as const)('answers the form: %s', (notice, role, text) => {
    renderPage(notice);
    expect(screen.getByRole(role).textContent).toBe(text);
  });
});
