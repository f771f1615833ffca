// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { startScriptedServer, type RecordedRequest } from '@/lib/apollo/test-graphql-server';
import type { SubmitOutcome } from '@/lib/graphql/generated/operations';
import { PublishPanel, type PublishInfo } from './publish-panel';
import { PostingTestProviders, savedPosting } from './posting-testing';
import { CONTEXT } from './steps/steps-testing';
import { WizardFrame } from './wizard-frame';

// The last step has no next step; the frame's router is never used here.
vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn(), refresh: vi.fn() }) }));

let outcome: SubmitOutcome = 'published';
const TITLE_MISSING = { field: 'title', message: 'Bitte geben Sie einen Stellentitel ein.' };

function answer(request: RecordedRequest) {
  const [operation] = request.body as Array<{ operationName: string }>;
  if (operation.operationName === 'SaveJobPosting') return savedPosting();
  const posting = { __typename: 'JobPosting', id: 'p1', state: 'draft', url: '/job/p1', publishedAt: null };
  const errors = outcome === 'invalid' ? [{ __typename: 'FieldError', ...TITLE_MISSING }] : [];
  return { submitJobPosting: { __typename: 'SubmitJobPostingResult', outcome, posting, errors } };
}

let server: Awaited<ReturnType<typeof startScriptedServer>>;
beforeAll(async () => {
  server = await startScriptedServer((request) => ({ body: JSON.stringify([{ data: answer(request) }]) }));
});
afterEach(() => {
  cleanup();
  server.requests.length = 0;
});
afterAll(() => server.close());

const INFO: PublishInfo = {
  state: 'draft',
  organization: { name: 'Bäckerei Huber', jobCredits: 1, freeJobSlots: 0, trusted: false },
  missing: [],
  reviewNote: null,
};

function renderPanel(info: PublishInfo = INFO, creditUrl = '/kontakt') {
  render(
    <PostingTestProviders url={server.url}>
      <WizardFrame id="p1" type="job_per_link" step="vorschau" initial={{ type: 'job_per_link' }} incomplete={[]}>
        {(draft) => <PublishPanel id="p1" draft={draft} context={{ ...CONTEXT, creditUrl }} info={info} />}
      </WizardFrame>
    </PostingTestProviders>,
  );
}

describe('publish panel', () => {
  it('shows the credit that publishing takes and that a new organization is reviewed', () => {
    renderPanel();
    expect(screen.getByText(/Guthaben von Bäckerei Huber: 1 Stellenanzeige, kein freier Platz im Abo\./)).toBeTruthy();
    expect(screen.getByText(/Anzeigen neuer Unternehmen werden vor dem Erscheinen/)).toBeTruthy();
  });

  it('links each missing field to its step', () => {
    renderPanel({
      ...INFO,
      missing: [TITLE_MISSING, { field: 'salary.min', message: 'Bitte geben Sie ein Gehalt an.' }],
    });
    expect(
      screen.getByRole('link', { name: 'Anzeige: Bitte geben Sie einen Stellentitel ein.' }).getAttribute('href'),
    ).toBe('/job/wizard/p1/anzeige');
    expect(
      screen.getByRole('link', { name: 'Gehaltsangabe: Bitte geben Sie ein Gehalt an.' }).getAttribute('href'),
    ).toBe('/job/wizard/p1/gehalt');
  });

  it.each([
    ['published', /Ihre Anzeige ist online\./],
    ['needs_review', /wird von unserer Redaktion geprüft/],
    ['no_credit', /Ihr Guthaben reicht nicht/],
    ['invalid', /Bitte ergänzen Sie noch/],
    ['email_unconfirmed', /Bitte bestätigen Sie zuerst Ihre E-Mail-Adresse/],
  ] as const)('%s: says so in German', async (result, text) => {
    outcome = result;
    renderPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Jetzt veröffentlichen' }));
    await waitFor(() => expect(screen.getByText(text)).toBeTruthy());
    if (result === 'no_credit')
      expect(screen.getByRole('link', { name: 'Guthaben erwerben' }).getAttribute('href')).toBe('/kontakt');
    if (result === 'published')
      expect(screen.getByRole('link', { name: 'Zur Anzeige' }).getAttribute('href')).toBe('/job/p1');
    if (result === 'invalid')
      expect(screen.getByRole('link', { name: /Anzeige: Bitte geben Sie einen Stellentitel/ })).toBeTruthy();
    // A mailed sign-in link confirms the address; it comes back to the wizard.
    if (result === 'email_unconfirmed')
      expect(screen.getByRole('link', { name: 'Bestätigungslink per E-Mail anfordern' }).getAttribute('href')).toMatch(
        /^\/user\/login\?callbackUrl=%2F/,
      );
  });

  it('scheduled: saves the chosen time before submitting and names the date', async () => {
    outcome = 'scheduled';
    renderPanel();
    fireEvent.click(screen.getByRole('radio', { name: 'Zu einem späteren Zeitpunkt' }));
    fireEvent.change(screen.getByLabelText('Datum und Uhrzeit'), { target: { value: '2026-12-01T09:30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Veröffentlichung planen' }));
    await waitFor(() => expect(screen.getByText(/Ihre Anzeige erscheint am 1\. Dezember 2026/)).toBeTruthy());
    const names = server.requests.map((r) => (r.body as Array<{ operationName: string }>)[0].operationName);
    expect(names).toEqual(['SaveJobPosting', 'SubmitJobPosting']);
  });

  it('published: offers no second publication, neither the button nor the choice of time', async () => {
    outcome = 'published';
    renderPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Jetzt veröffentlichen' }));
    await waitFor(() => expect(screen.getByText(/Ihre Anzeige ist online\./)).toBeTruthy());
    expect(screen.queryByRole('button', { name: 'Jetzt veröffentlichen' })).toBeNull();
    expect(screen.queryByRole('radio', { name: 'Sofort' })).toBeNull();
  });

  it('a live job sends changes, never "Jetzt veröffentlichen"', () => {
    renderPanel({ ...INFO, state: 'published' });
    expect(screen.getByRole('button', { name: 'Änderungen senden' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Jetzt veröffentlichen' })).toBeNull();
  });

  it('an ended job is republished in the job manager, where it says what it costs first', () => {
    renderPanel({ ...INFO, state: 'archived' });
    expect(screen.queryByRole('button', { name: /veröffentlichen|senden/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Erneut veröffentlichen' }).getAttribute('href')).toBe(
      '/job-manager/verlaengern/p1',
    );
  });

  it('no credit: the checkout names the waiting job, so its confirmation leads back to it', async () => {
    outcome = 'no_credit';
    renderPanel(INFO, '/checkout');
    fireEvent.click(screen.getByRole('button', { name: 'Jetzt veröffentlichen' }));
    const link = await screen.findByRole('link', { name: 'Guthaben erwerben' });
    expect(link.getAttribute('href')).toBe('/checkout?job=p1');
  });
});
