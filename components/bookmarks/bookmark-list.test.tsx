// @vitest-environment jsdom
// The Merkliste as a job seeker reads it: each job with title, employer and place and when it was saved, a job
// that went offline said plainly (and one the site no longer shows without its data), a named control to remove
// each, "Alle entfernen" behind a question; an empty list leads to the jobs.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import messages from '@/messages/de.json';
import { type BookmarkItem, BookmarkList } from './bookmark-list';

afterEach(cleanup);

const item = (jobId: string, job: Partial<BookmarkItem['job']> = {}): BookmarkItem => ({
  savedAt: '2026-11-20T09:00:00.000Z',
  job: {
    jobId,
    title: `Stelle ${jobId}`,
    organizationName: 'Gärtnerei Blum',
    locationLabel: 'Fürth',
    online: true,
    ...job,
  },
});

function show(items: BookmarkItem[], notice: string | null = null) {
  render(
    <NextIntlClientProvider locale="de" timeZone="Europe/Berlin" messages={{ bookmarks: messages.bookmarks }}>
      <BookmarkList
        items={items}
        jobsHref="/jobs"
        notice={notice}
        removeOne={(_bookmark, label) => <button aria-label={label}>Entfernen</button>}
        removeAll={<button>Ja, alle entfernen</button>}
      />
    </NextIntlClientProvider>,
  );
}

describe('BookmarkList', () => {
  it('shows each job with its employer, place and the day it was saved, and a named remove button', () => {
    show([item('a')]);
    const card = screen.getByRole('article', { name: 'Stelle a' });
    expect(within(card).getByRole('link', { name: 'Stelle a' }).getAttribute('href')).toBe('/job/a');
    expect(card.textContent).toContain('Gärtnerei Blum · Fürth');
    expect(card.textContent).toContain('Gemerkt am 20.11.2026');
    expect(card.textContent).not.toContain('Nicht mehr online');
    expect(within(card).getByRole('button', { name: '„Stelle a“ von der Merkliste entfernen' })).toBeTruthy();
    expect(screen.getByText('1 gemerkte Stelle')).toBeTruthy();
  });

  it('says which jobs went offline, and of a job the site no longer shows only that', () => {
    show([
      item('ended', { online: false }),
      item('gone', { title: null, organizationName: null, locationLabel: null, online: false }),
    ]);
    const ended = screen.getByRole('article', { name: 'Stelle ended' });
    expect(ended.textContent).toContain('Nicht mehr online Diese Stelle ist nicht mehr ausgeschrieben.');
    const gone = screen.getByRole('article', { name: 'Stelle nicht mehr verfügbar' });
    expect(within(gone).queryByRole('link')).toBeNull();
    expect(gone.textContent).toContain('Diese Stelle gibt es auf dieser Seite nicht mehr.');
    expect(
      within(gone).getByRole('button', { name: 'Nicht mehr verfügbare Stelle von der Merkliste entfernen' }),
    ).toBeTruthy();
  });

  it('asks before removing every job', () => {
    show([item('a'), item('b')]);
    const group = screen.getByText('Alle entfernen').closest('details')!;
    expect(group.open).toBe(false);
    expect(group.textContent).toContain('Wirklich alle 2 gemerkten Stellen von deiner Merkliste entfernen?');
  });

  it('says what the last change did in a live region', () => {
    show([], 'Deine Merkliste ist jetzt leer.');
    expect(screen.getByRole('status').textContent).toBe('Deine Merkliste ist jetzt leer.');
  });

  it('leads to the jobs when nothing is saved', () => {
    show([]);
    expect(screen.getByText(/Du hast dir noch keine Stellen gemerkt/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Jobs ansehen' }).getAttribute('href')).toBe('/jobs');
    expect(screen.queryByRole('list')).toBeNull();
  });
});
