// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { getRegion } from '@/regions/registry';
import { SeekerDashboard } from '@/components/workspace/seeker-dashboard';
import { AlertList } from './alert-list';
import { renderServer } from './server-testing';

vi.mock('next-intl/server', async () => (await import('./server-testing')).intlServer);
vi.mock('@/lib/actions/account-actions', () => ({
  updateAlertAction: vi.fn(),
  pauseAlertAction: vi.fn(),
  deleteAlertAction: vi.fn(),
}));

const region = getRegion('franken')!;

async function dom(tree: React.ReactNode): Promise<Document> {
  return new DOMParser().parseFromString(await renderServer(tree), 'text/html');
}

const overview = {
  resume: null,
  applications: 0,
  alerts: { total: 0, paused: 0, unconfirmed: 0 },
  hasPassword: false,
  pendingEmail: null,
};

const links = (doc: Document) =>
  Object.fromEntries([...doc.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]));

describe('the job seeker’s /dashboard', () => {
  it('leads a new job seeker to create the resume, to the jobs, the account and the data page', async () => {
    const doc = await dom(<SeekerDashboard region={region} overview={overview} />);
    expect(doc.querySelector('h1')?.textContent).toBe('Deine Übersicht');
    expect(doc.body.textContent).toContain('Du hast noch keinen Lebenslauf angelegt.');
    expect(links(doc)).toMatchObject({
      'Lebenslauf anlegen': '/lebenslauf',
      'Meine Bewerbungen': '/user/bewerbungen',
      'Name, E-Mail-Adresse und Passwort': '/user',
      'Zu meinen Daten': '/user/daten',
    });
    expect(links(doc)['Suchaufträge verwalten']).toBeUndefined();
    // Where the resume feature is off (docs/product.md §1), there is no resume to speak of.
    const noResume = { ...region, FEATURES: { ...region.FEATURES, RESUME_FEATURE_ACTIVE: false } };
    const without = await dom(<SeekerDashboard region={noResume} overview={overview} />);
    expect([...without.querySelectorAll('h2')].map((h) => h.textContent)).not.toContain('Lebenslauf');
    expect(Object.keys(links(without))).not.toContain('Lebenslauf anlegen');
    // The seeker navigation marks the overview as the current page.
    expect(doc.querySelector('nav a[aria-current="page"]')?.textContent).toBe('Übersicht');
  });

  it('names the resume’s state, the applications and alerts with their counts', async () => {
    const doc = await dom(
      <SeekerDashboard
        region={region}
        overview={{
          resume: { complete: true, visible: false, updatedAt: '2026-11-02T10:00:00Z' },
          applications: 3,
          alerts: { total: 2, paused: 1, unconfirmed: 1 },
          hasPassword: true,
          pendingEmail: 'neu@example.test',
        }}
      />,
    );
    const text = doc.body.textContent;
    expect(text).toContain('Dein Lebenslauf ist vollständig, zuletzt geändert am 2. November 2026.');
    expect(text).toContain('Er ist nur für dich sichtbar.');
    expect(text).toContain('3 Bewerbungen');
    expect(text).toContain('2 Suchaufträge, davon 1 pausiert');
    expect(text).toContain('1 wartet auf deine Bestätigung per E-Mail');
    expect(text).toContain('Deine neue Adresse neu@example.test wartet auf Bestätigung.');
    expect(links(doc)['Suchaufträge verwalten']).toBe('/user/suchauftraege');
  });
});

describe('the alerts of the account', () => {
  it('shows each alert with its forms: name and interval, pause or resume, delete', async () => {
    const doc = await dom(
      <AlertList
        alerts={[
          {
            id: 'a1',
            label: 'Pflege in Nürnberg',
            interval: 'WEEKLY',
            confirmed: true,
            paused: false,
            searchHref: '/jobs?search=Pflege',
            lastSentAt: null,
          },
          {
            id: 'a2',
            label: 'Lager',
            interval: 'MONTHLY',
            confirmed: true,
            paused: true,
            searchHref: '/jobs?search=Lager',
            lastSentAt: null,
          },
        ]}
      />,
    );
    const cards = [...doc.querySelectorAll('li')];
    expect(cards.map((c) => c.querySelector('h3')?.textContent)).toEqual(['Pflege in Nürnberg', 'Lager']);
    const [running, paused] = cards;
    expect(running.querySelector<HTMLSelectElement>('select')?.value).toBe('WEEKLY');
    expect(paused.querySelector<HTMLSelectElement>('select')?.value).toBe('MONTHLY');
    expect(paused.textContent).toContain('Pausiert');
    // Never mailed yet: said so while it runs, not as a date.
    expect(running.textContent).toContain('Noch keine Mail – sie kommt, sobald neue passende Jobs erscheinen');
    expect(paused.textContent).not.toContain('Noch keine Mail');
    const buttons = (card: Element) => [...card.querySelectorAll('button')].map((b) => b.textContent);
    expect(buttons(running)).toEqual(['Speichern', 'Pausieren', 'Löschen']);
    expect(buttons(paused)).toEqual(['Speichern', 'Fortsetzen', 'Löschen']);
    expect(paused.querySelector<HTMLInputElement>('input[name="paused"]')?.value).toBe('false');
    // Every field has its label.
    for (const input of doc.querySelectorAll('input:not([type="hidden"]), select'))
      expect(doc.querySelector(`label[for="${input.id}"]`)).not.toBeNull();
  });
});
