// @vitest-environment jsdom
// The resume alerts' form and list as plain HTML (they work without JavaScript): every field labelled, the
// hint named by the field (the German texts the page hands the client form), the search carried along, and per alert its interval, delete and search link.
import { describe, expect, it, vi } from 'vitest';
import { renderServer } from '@/components/account/server-testing';
import type { ResumeAlertView } from '@/lib/data/resume-alerts';
import { parseResumeSearch } from '@/lib/resume-search/search-state';
import { getRegion } from '@/regions/registry';
import { ResumeAlertList } from './resume-alert-list';
import { SaveResumeAlert } from './save-resume-alert';

vi.mock('next-intl/server', async () => (await import('@/components/account/server-testing')).intlServer);
vi.mock('@/lib/actions/resume-alert-actions', () => ({
  saveResumeAlertAction: vi.fn(),
  updateResumeAlertAction: vi.fn(),
  deleteResumeAlertAction: vi.fn(),
}));

const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');

const alert = (over: Partial<ResumeAlertView>): ResumeAlertView => ({
  id: '5eedc61e-25fa-8a95-9acb-c8b5e77fa2a6',
  label: '„Pflege“ in Rosenheim (+30 km)',
  criteria: '„Pflege“ in Rosenheim (+30 km)',
  interval: 'WEEKLY',
  searchHref: '/bewerbersuche?search=Pflege&geo_location=Rosenheim&radius=30',
  lastSentAt: '2026-11-20T08:00:00Z',
  createdAt: '2026-11-01T08:00:00Z',
  ...over,
});

describe('SaveResumeAlertForm', () => {
  it('labels every field, names the hint and carries the search along', async () => {
    const doc = parse(
      // The page's own wrapper, with the texts it hands the client form (no provider around it here).
      await renderServer(
        <SaveResumeAlert state={parseResumeSearch({ search: 'Pflege' })} region={getRegion('franken')!} />,
      ),
    );
    expect(doc.querySelector('h2')?.textContent).toBe('Suche als Suchauftrag speichern');
    expect(doc.querySelector<HTMLInputElement>('input[name="search"]')?.value).toBe('/resumes?search=Pflege');
    expect(doc.querySelector('a[href="/job-manager/kandidaten"]')).toBeNull();
    const label = doc.querySelector('input[name="label"]');
    expect(doc.querySelector(`label[for="${label?.id}"]`)?.textContent).toBe('Name des Suchauftrags');
    expect(doc.getElementById(label?.getAttribute('aria-describedby') ?? '')?.textContent).toContain('Freiwillig');
    const select = doc.querySelector('select[name="interval"]');
    expect(doc.querySelector(`label[for="${select?.id}"]`)?.textContent).toBe('Wie oft per E-Mail?');
    expect([...(select?.querySelectorAll('option') ?? [])].map((o) => o.getAttribute('value'))).toEqual([
      'daily',
      'weekly',
      'monthly',
      'none',
    ]);
    expect(doc.querySelector('[role="status"]')).not.toBeNull();
  });
});

describe('ResumeAlertList', () => {
  it('shows each alert with its criteria, interval, delete and the link that runs it', async () => {
    const own = alert({
      id: '11111111-1111-4111-8111-111111111111',
      label: 'Pflege nah',
      interval: 'NONE',
      lastSentAt: null,
    });
    const doc = parse(await renderServer(await ResumeAlertList({ alerts: [own, alert({})] })));
    const items = doc.querySelectorAll('li');
    expect(items).toHaveLength(2);
    expect(items[0].querySelector('h3')?.textContent).toBe('Pflege nah');
    expect(items[0].textContent).toContain('„Pflege“ in Rosenheim (+30 km)');
    expect(items[0].textContent).toContain('Noch keine E-Mail gesendet');
    expect(items[1].textContent).toContain('Zuletzt gesendet am 20.11.2026');
    const select = items[0].querySelector('select');
    expect(select?.querySelector('option[selected]')?.getAttribute('value')).toBe('none');
    expect(items[0].querySelector(`label[for="${select?.id}"]`)?.textContent).toBe('E-Mail-Häufigkeit für Pflege nah');
    const remove = [...items[0].querySelectorAll('button')].find((b) => b.textContent === 'Löschen');
    expect(remove?.getAttribute('aria-label')).toBe('Löschen: Suchauftrag „Pflege nah“');
    expect(items[0].querySelector('input[name="id"]')?.getAttribute('value')).toBe(own.id);
    expect(items[0].querySelector('a')?.getAttribute('href')).toBe(own.searchHref);
  });

  it('says how to get one when there is none', async () => {
    const doc = parse(await renderServer(await ResumeAlertList({ alerts: [] })));
    expect(doc.body.textContent).toContain('Sie haben noch keine Suchaufträge');
  });
});
