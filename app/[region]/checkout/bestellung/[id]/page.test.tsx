// @vitest-environment jsdom
// The order's page after buying credit from a waiting job: "Zurück zu Ihrer Anzeige" leads to that job's wizard,
// only for a job of the organization that bought; any other value of ?job= shows no such link.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderServer } from '@/components/account/server-testing';
import { orderResultHref } from '@/lib/commerce/checkout-state';
import OrderResultPage from './page';

vi.mock('next-intl/server', async () => (await import('@/components/account/server-testing')).intlServer);
const state = vi.hoisted(() => ({ posting: null as unknown, asked: [] as string[] }));
vi.mock('@/components/posting/wizard-gate', () => ({ wizardViewer: async () => ({ userId: 'u1', roles: [] }) }));
vi.mock('@/components/posting/employers-only', () => ({ EmployersOnly: () => <p>employers only</p> }));
vi.mock('@/components/commerce/order-card', () => ({ OrderCard: () => <p>order card</p> }));
vi.mock('@/components/commerce/order-booked', () => ({ OrderBooked: () => <p>booked</p> }));
vi.mock('@/lib/data/commerce', () => ({
  findOrganizationOrder: async () => ({
    id: 'o1',
    number: 'R-2026-0001',
    organizationId: ORG,
    customerProfile: { email: 'einkauf@example.test' },
  }),
  loadCredits: async () => ({ balances: [] }),
  loadShopProducts: async () => [],
}));
vi.mock('@/lib/data/job-posting', () => ({
  loadPosting: async (_region: unknown, _user: string, id: string) => {
    state.asked.push(id);
    return state.posting;
  },
}));

const ORG = 'c0ffee00-0000-4000-8000-00000000000a';
const JOB = 'c0ffee00-0000-4000-8000-000000000007';
const params = Promise.resolve({ region: 'rosenheim', id: 'o1' });
async function dom(query: Record<string, string>) {
  const html = await renderServer(await OrderResultPage({ params, searchParams: Promise.resolve(query) }));
  return new DOMParser().parseFromString(html, 'text/html');
}
const backLink = (doc: Document) => [...doc.querySelectorAll('a')].find((a) => a.textContent?.startsWith('Zurück'));

beforeEach(() => {
  state.asked = [];
  state.posting = { id: JOB, organization: { id: ORG }, fields: { title: 'Pflegefachkraft' }, revision: null };
});

describe('the order page after buying from a waiting job', () => {
  it('leads back to the job’s wizard first, naming the job for screen readers', async () => {
    const link = backLink(await dom({ job: JOB }));
    expect(link?.getAttribute('href')).toBe(`/job/wizard/${JOB}/vorschau`);
    expect(link?.textContent).toBe('Zurück zu Ihrer Anzeige: Pflegefachkraft');
  });

  it('shows no way back for a job of another organization, or for anything but a job id', async () => {
    state.posting = { id: JOB, organization: { id: 'another' }, fields: { title: 'Fremd' }, revision: null };
    expect(backLink(await dom({ job: JOB }))).toBeUndefined();
    state.posting = null;
    expect(backLink(await dom({ job: JOB }))).toBeUndefined();
    expect(backLink(await dom({ job: 'https://evil.example/' }))).toBeUndefined();
    expect(state.asked).toEqual([JOB, JOB]);
    expect(backLink(await dom({}))).toBeUndefined();
  });

  it('is where the checkout sends the buyer, with the job id only when it is one', () => {
    expect(orderResultHref('o1', false, JOB)).toBe(`/checkout/bestellung/o1?job=${JOB}`);
    expect(orderResultHref('o1', true, '//evil.example')).toBe('/checkout/bestellung/o1?bereits=1');
    expect(orderResultHref('o1', false)).toBe('/checkout/bestellung/o1');
  });
});
