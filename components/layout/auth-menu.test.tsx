// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { getRegion } from '@/regions/registry';
import type { AccountEntry } from '@/lib/auth/account-menu';
import { accountEntries } from './account-entries';
import { AuthMenu } from './auth-menu';

vi.mock('next-intl/server', async () => (await import('@/components/account/server-testing')).intlServer);
vi.mock('next/navigation', () => ({ usePathname: () => page.path }));
const page = vi.hoisted(() => ({ path: '/jobs', roles: [] as string[] }));
vi.mock('@/lib/auth/session-client', () => ({
  useSession: () => ({
    status: 'authenticated',
    data: {
      expires: '2099-01-01',
      user: { id: 'u1', name: 'Nora Beispiel', email: 'nora@beispiel.de', roles: page.roles },
    },
  }),
}));

afterEach(cleanup);
beforeEach(() => {
  page.path = '/jobs';
});

const franken = getRegion('franken')!;
const withoutResumes = { ...franken, FEATURES: { ...franken.FEATURES, RESUME_FEATURE_ACTIVE: false } };

async function renderMenu(roles: string[], region = franken) {
  page.roles = roles;
  const entries: AccountEntry[] = await accountEntries(region);
  await act(async () => {
    render(
      <header>
        <AuthMenu
          address="/jobs"
          labels={{
            signIn: 'Anmelden',
            signOut: 'Abmelden',
            signedInAs: 'Angemeldet als {name}',
            bottomMenu: 'Schnellmenü',
            accountMenu: 'Mein Bereich',
          }}
          bottomItems={[
            { href: '/', label: 'Start' },
            { href: '/jobs', label: 'Jobs' },
            { href: '/lebenslauf', label: 'Lebenslauf', seekerOnly: true },
          ]}
          employerItems={{
            post: { href: '/job/wizard', label: 'Stelle veröffentlichen', short: 'Neue Stelle' },
            review: { href: '/job-manager/pruefen', label: 'Anzeigen prüfen', short: 'Prüfen' },
          }}
          accountEntries={entries}
          forEmployers={{ href: '/arbeitgeber-werden', label: 'Für Arbeitgeber' }}
          consent={null}
          site={{ regionId: 'franken', language: 'de', translated: true }}
        />
      </header>,
    );
  });
}

const bottomMenu = () => screen.getByRole('navigation', { name: 'Schnellmenü' });
/** The bottom menu's own items (not the sheet's), as their texts. */
const barItems = () =>
  [...bottomMenu().querySelectorAll(':scope > ul > li > a, :scope > ul > li button')].map((item) => item.textContent);
const sheetButton = () => within(bottomMenu()).getByRole('button', { name: 'Mein Bereich' });
/** The labels of an open menu's links, in order. */
const openSheet = () => {
  fireEvent.click(sheetButton());
  const sheet = within(bottomMenu()).getByRole('navigation', { name: 'Mein Bereich' });
  return within(sheet)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
};

describe('the account menu per role and site (docs/product.md §2 bottom menu, §6 roles)', () => {
  it('gives a job seeker their own pages and Abmelden, behind "Mein Bereich" on the phone', async () => {
    await renderMenu(['applicant']);
    expect(barItems()).toEqual(['Start', 'Jobs', 'Lebenslauf', 'Mein Bereich']);
    expect(openSheet()).toEqual([
      ['Übersicht', '/dashboard'],
      ['Lebenslauf', '/lebenslauf'],
      ['Meine Bewerbungen', '/user/bewerbungen'],
      ['Suchaufträge', '/user/suchauftraege'],
      ['Kontaktanfragen', '/user/kontaktanfragen'],
      ['Konto', '/user'],
      ['Meine Daten', '/user/daten'],
      ['Abmelden', '/user/logout'],
    ]);
  });

  it('leaves the resume pages out where the site has no resumes', async () => {
    await renderMenu(['applicant'], withoutResumes);
    expect(openSheet().map(([label]) => label)).toEqual([
      'Übersicht',
      'Meine Bewerbungen',
      'Suchaufträge',
      'Konto',
      'Meine Daten',
      'Abmelden',
    ]);
  });

  it('gives a recruiter the workspace and no job seeker’s page', async () => {
    await renderMenu(['applicant', 'recruiter']);
    expect(barItems()).toEqual(['Start', 'Jobs', 'Neue Stelle', 'Mein Bereich']);
    expect(openSheet().map(([label]) => label)).toEqual([
      'Übersicht',
      'Stelle veröffentlichen',
      'Stellen',
      'Bewerbungen',
      'Kandidaten',
      'Unternehmensprofil',
      'Team',
      'Guthaben & Rechnungen',
      'Verlauf',
      'Konto',
      'Meine Daten',
      'Abmelden',
    ]);
  });

  it('leaves the candidates (resume work) out of a recruiter’s menu where the site has no resumes', async () => {
    await renderMenu(['recruiter'], withoutResumes);
    expect(openSheet().map(([label]) => label)).not.toContain('Kandidaten');
  });

  it.each([
    ['site admin', ['site_admin'], ['Anzeigen prüfen', 'Bestellungen', 'Unternehmen']],
    ['administrator', ['administrator'], ['Anzeigen prüfen', 'Bestellungen', 'Unternehmen']],
    ['job editor (no money)', ['job_editor'], ['Anzeigen prüfen']],
  ])('%s: the review queue and the admin pages of the role', async (_who, roles, admin) => {
    await renderMenu(roles);
    expect(within(bottomMenu()).getByRole('link', { name: 'Prüfen' }).getAttribute('href')).toBe(
      '/job-manager/pruefen',
    );
    const labels = openSheet().map(([label]) => label);
    for (const label of admin) expect(labels).toContain(label);
    for (const label of ['Bestellungen', 'Unternehmen'].filter((l) => !admin.includes(l)))
      expect(labels).not.toContain(label);
    expect(labels).not.toContain('Meine Bewerbungen');
  });
});

describe('the account menu by keyboard', () => {
  it('opens with its button, closes with Escape and gives focus back; aria-expanded follows', async () => {
    await renderMenu(['applicant']);
    const button = sheetButton();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(within(bottomMenu()).queryByRole('navigation', { name: 'Mein Bereich' })).toBeNull();
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const link = within(bottomMenu()).getByRole('link', { name: 'Meine Daten' });
    link.focus();
    fireEvent.keyDown(link, { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });

  it('closes when focus or a click goes elsewhere', async () => {
    await renderMenu(['applicant']);
    fireEvent.click(sheetButton());
    fireEvent.pointerDown(document.body);
    expect(sheetButton().getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(sheetButton());
    fireEvent.focusIn(within(bottomMenu()).getByRole('link', { name: 'Jobs' }));
    expect(sheetButton().getAttribute('aria-expanded')).toBe('false');
  });

  it('marks the page the user is on, the deepest match', async () => {
    page.path = '/user/daten';
    await renderMenu(['applicant']);
    fireEvent.click(sheetButton());
    const current = within(bottomMenu()).getAllByRole('link', { current: 'page' });
    expect(current.map((link) => link.textContent)).toEqual(['Meine Daten']);
  });

  it('opens the same pages from the name in the header, without a second "Abmelden"', async () => {
    await renderMenu(['applicant']);
    const header = screen.getByRole('banner');
    const name = within(header).getByRole('button', { name: 'Mein Bereich: Nora Beispiel' });
    fireEvent.click(name);
    const menu = within(header).getByRole('navigation', { name: 'Mein Bereich' });
    expect(within(menu).getByRole('link', { name: 'Meine Bewerbungen' }).getAttribute('href')).toBe(
      '/user/bewerbungen',
    );
    expect(within(menu).queryByRole('link', { name: 'Abmelden' })).toBeNull();
    expect(within(header).getAllByRole('link', { name: 'Abmelden' })).toHaveLength(1);
  });
});
