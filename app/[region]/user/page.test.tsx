// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderServer } from '@/components/account/server-testing';
import AccountPage from './page';

// The page's provider as on the server, where next-intl reads the request's locale itself.
vi.mock('next-intl', async (original) => {
  const intl = await original<typeof import('next-intl')>();
  const Provider = (props: Parameters<typeof intl.NextIntlClientProvider>[0]) => (
    <intl.NextIntlClientProvider locale="de" timeZone="Europe/Berlin" {...props} />
  );
  return { ...intl, NextIntlClientProvider: Provider };
});
vi.mock('next-intl/server', async () => (await import('@/components/account/server-testing')).intlServer);
vi.mock('@/lib/actions/account-actions', () => ({
  saveNameAction: vi.fn(),
  changeEmailAction: vi.fn(),
  saveEmployerMailsAction: vi.fn(),
}));
const viewer = vi.hoisted(() => ({ current: null as { userId: string; roles: string[] } | null }));
vi.mock('@/lib/data/page-viewer', () => ({ loadPageViewer: async () => viewer.current }));
const page = vi.hoisted(() => ({ current: null as unknown }));
vi.mock('@/lib/data/account', async (original) => ({
  ...(await original<typeof import('@/lib/data/account')>()),
  loadAccountPage: async () => page.current,
  loadEmployerMailSettings: async () => ({
    applications: true,
    jobReview: true,
    jobExpiring: false,
    contactAnswers: true,
    teamJoined: true,
  }),
}));

const params = Promise.resolve({ region: 'franken' });
const account = {
  id: 'u1',
  email: 'jana@example.test',
  firstName: 'Jana',
  lastName: 'Suchende',
  displayName: 'Jana S.',
  hasPassword: false,
  pendingEmail: { newEmail: 'neu@example.test', expiresAt: '2026-11-25T10:00:00Z' },
};
const consent = {
  id: 'c1',
  type: 'terms',
  placement: 'modal',
  revision: 2,
  text: '<p>Ich stimme den <strong>AGB</strong> zu.</p>',
  givenAt: '2026-11-01T09:30:00Z',
};

async function dom() {
  return new DOMParser().parseFromString(await renderServer(await AccountPage({ params })), 'text/html');
}

beforeEach(() => {
  viewer.current = { userId: 'u1', roles: ['applicant'] };
  page.current = { myAccount: account, myConsents: [consent] };
});

describe('/user, the account page', () => {
  it('sends anonymous visitors to sign in and back', async () => {
    viewer.current = null;
    await expect(AccountPage({ params })).rejects.toMatchObject({
      digest: expect.stringContaining('/user/login?callbackUrl=%2Fuser'),
    });
  });

  it('ends a session whose user is gone', async () => {
    page.current = null;
    await expect(AccountPage({ params })).rejects.toMatchObject({ digest: expect.stringContaining('/user/logout') });
  });

  it('shows the names in their fields, the address with the pending change, the password state and the consents', async () => {
    const doc = await dom();
    expect(doc.querySelector('h1')?.textContent).toBe('Mein Konto');
    /** The value of the field a label names, as a screen reader finds it. */
    const value = (text: string) => {
      const label = [...doc.querySelectorAll('label')].find((l) => l.textContent === text)!;
      return doc.querySelector<HTMLInputElement>(`[id="${label.htmlFor}"]`)?.value;
    };
    expect(value('Vorname')).toBe('Jana');
    expect(value('Nachname')).toBe('Suchende');
    expect(value('Angezeigter Name')).toBe('Jana S.');
    const text = doc.body.textContent;
    expect(text).toContain('Deine Adresse: jana@example.test');
    expect(text).toContain('Wartet auf Bestätigung: neu@example.test');
    expect(text).toContain('Du hast noch kein Passwort');
    expect(doc.querySelector('a[href="/user/passwort"]')?.textContent).toBe('Passwort festlegen');
    expect(text).toContain('Zugestimmt am 1. November 2026');
    expect(doc.querySelector('h3')?.textContent).toBe('Nutzungsbedingungen');
    expect(doc.querySelector('strong')?.textContent).toBe('AGB');
    expect(doc.querySelector('nav a[aria-current="page"]')?.getAttribute('href')).toBe('/user');
  });

  it('shows a job seeker no employer mail switches', async () => {
    const doc = await dom();
    expect(doc.getElementById('email-benachrichtigungen')).toBeNull();
  });

  it('shows an employer one checkbox per employer mail, ticked as stored, at the anchor the mails link to', async () => {
    viewer.current = { userId: 'u1', roles: ['recruiter'] };
    const doc = await dom();
    const section = doc.getElementById('email-benachrichtigungen')!;
    expect(section.querySelector('h2')?.textContent).toBe('E-Mail-Benachrichtigungen');
    const boxes = [...section.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')];
    expect(boxes.map((b) => [b.name, b.checked])).toEqual([
      ['applications', true],
      ['jobReview', true],
      ['jobExpiring', false],
      ['contactAnswers', true],
      ['teamJoined', true],
    ]);
    // Each box has its visible label (keyboard and screen readers reach it by name).
    expect(boxes[2].closest('label')?.textContent).toBe('Ihre Stellenanzeige läuft in 7 Tagen ab');
    expect(section.querySelector('button[type="submit"]')?.textContent).toBe('Einstellungen speichern');
  });

  it('greets by name and lists the job seeker’s own pages', async () => {
    const doc = await dom();
    expect(doc.querySelector('h1 + p')?.textContent).toBe('Hallo Jana S.!');
    const nav = doc.querySelector('nav[aria-label="Dein Bereich"]')!;
    expect([...nav.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([
      '/dashboard',
      '/lebenslauf',
      '/user/bewerbungen',
      '/user/suchauftraege',
      '/user/kontaktanfragen',
      '/user',
      '/user/daten',
    ]);
  });

  // A sign-up asks one name, stored as the display name: first and last name are empty at first.
  it.each([
    [
      'signed up with a name',
      { firstName: null, lastName: null, displayName: 'Nora Neu' },
      'Hallo Nora Neu!',
      'Vor- und Nachname fehlen noch.',
    ],
    [
      'without any name',
      { firstName: null, lastName: null, displayName: null },
      'Hallo und willkommen!',
      'Du hast noch keinen Namen eingetragen.',
    ],
    [
      'with first and last name only',
      { firstName: 'Jana', lastName: 'Suchende', displayName: '' },
      'Hallo Jana Suchende!',
      null,
    ],
  ])(
    '%s: a greeting that never shows an empty name, and the way to the name fields',
    async (_case, names, greeting, notice) => {
      page.current = { myAccount: { ...account, ...names }, myConsents: [] };
      const doc = await dom();
      const text = doc.body.textContent ?? '';
      expect(doc.querySelector('h1 + p')?.textContent).toBe(greeting);
      expect(text).not.toMatch(/Hallo\s*[,!]/);
      const add = [...doc.querySelectorAll('a')].find((a) => a.textContent === 'Namen eintragen');
      if (!notice) {
        expect(add).toBeUndefined();
        return;
      }
      expect(text).toContain(notice);
      // The link leads to the first name's field.
      const target = doc.getElementById(add!.getAttribute('href')!.slice(1));
      expect(doc.querySelector(`label[for="${target?.id}"]`)?.textContent).toBe('Vorname');
    },
  );

  it('asks an employer for a name only where there is none (applications are the job seeker’s)', async () => {
    viewer.current = { userId: 'u1', roles: ['recruiter'] };
    page.current = {
      myAccount: { ...account, firstName: null, lastName: null, displayName: 'Rainer R.' },
      myConsents: [],
    };
    expect((await dom()).body.textContent).not.toContain('Namen eintragen');
    page.current = { myAccount: { ...account, firstName: null, lastName: null, displayName: null }, myConsents: [] };
    const text = (await dom()).body.textContent;
    expect(text).toContain('Hallo und willkommen!Du hast noch keinen Namen eingetragen. Namen eintragen');
  });

  it('lists an employer’s workspace, not the job seeker’s pages', async () => {
    viewer.current = { userId: 'u1', roles: ['applicant', 'recruiter'] };
    const doc = await dom();
    expect(doc.querySelector('nav[aria-label="Dein Bereich"]')).toBeNull();
    const nav = doc.querySelector('nav[aria-label="Mein Bereich"]')!;
    const labels = [...nav.querySelectorAll('a')].map((a) => a.textContent);
    expect(labels).toEqual(
      expect.arrayContaining(['Stellen', 'Team', 'Guthaben & Rechnungen', 'Konto', 'Meine Daten']),
    );
    expect(labels).not.toContain('Meine Bewerbungen');
    expect(nav.querySelector('a[aria-current="page"]')?.textContent).toBe('Konto');
  });
});
