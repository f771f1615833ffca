// @vitest-environment jsdom
// The unsubscribe page of every alert mail: a job alert's token asks in "du", a resume alert's in
// "Sie" and posts to its own action; an unknown token says the link is invalid. Opening changes nothing.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderServer } from '@/components/account/server-testing';
import UnsubscribePage from './page';

vi.mock('next-intl/server', async () => (await import('@/components/account/server-testing')).intlServer);
const labels = vi.hoisted(() => ({ job: null as string | null, resume: null as string | null }));
vi.mock('@/lib/data/alerts', () => ({ alertLabelToUnsubscribe: async () => labels.job }));
vi.mock('@/lib/data/resume-alerts', () => ({ resumeAlertLabelToUnsubscribe: async () => labels.resume }));
vi.mock('@/lib/actions/job-alert-actions', () => ({ unsubscribeJobAlertAction: vi.fn() }));
vi.mock('@/lib/actions/resume-alert-actions', () => ({ unsubscribeResumeAlertAction: vi.fn() }));

const params = Promise.resolve({ region: 'rosenheim' });
async function dom(query: Record<string, string>) {
  const html = await renderServer(await UnsubscribePage({ params, searchParams: Promise.resolve(query) }));
  return new DOMParser().parseFromString(html, 'text/html');
}

beforeEach(() => {
  labels.job = null;
  labels.resume = null;
});

describe('/user/suchauftrag/abmelden', () => {
  it('asks a job seeker about their job alert', async () => {
    labels.job = 'Pflege in Rosenheim';
    const doc = await dom({ token: 'job-token' });
    expect(doc.querySelector('form p')?.textContent).toBe(
      'Möchtest du keine E-Mails mehr zu dieser Suche bekommen? Pflege in Rosenheim',
    );
  });

  it('asks a recruiter about their resume alert, with the token', async () => {
    labels.resume = '„Pflege“ in Rosenheim (+30 km)';
    const doc = await dom({ token: 'resume-token' });
    expect(doc.querySelector('form p')?.textContent).toBe(
      'Möchten Sie keine E-Mails mehr zu diesem Suchauftrag bekommen? „Pflege“ in Rosenheim (+30 km)',
    );
    expect(doc.querySelector<HTMLInputElement>('input[name="token"]')?.value).toBe('resume-token');
  });

  it('confirms a resume alert unsubscribed, and calls an unknown link invalid', async () => {
    expect((await dom({ abbestellt: 'lebenslauf' })).querySelector('[role="status"]')?.textContent).toBe(
      'Erledigt: Sie bekommen zu diesem Suchauftrag keine E-Mails mehr.',
    );
    expect((await dom({ token: 'unbekannt' })).body.textContent).toContain('Dieser Link ist ungültig');
  });
});
