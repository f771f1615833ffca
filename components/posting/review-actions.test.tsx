// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { startScriptedServer, type RecordedRequest } from '@/lib/apollo/test-graphql-server';
import { PostingTestProviders } from './posting-testing';
import { ReviewActions } from './review-actions';

type Operation = { operationName: string; variables: Record<string, string> };

function answer(request: RecordedRequest) {
  const [operation] = request.body as Operation[];
  const posting = { __typename: 'JobPosting', id: 'p1' };
  if (operation.operationName === 'ApproveJobPosting') return { approveJobPosting: { ...posting, state: 'published' } };
  return { rejectJobPosting: { ...posting, state: 'draft', reviewNote: operation.variables.reason } };
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

const sent = () => server.requests.map((r) => (r.body as Operation[])[0]);

function renderActions() {
  render(
    <PostingTestProviders url={server.url}>
      <ReviewActions id="p1" title="Bäcker (m/w/d)" />
    </PostingTestProviders>,
  );
}

describe('review actions', () => {
  it('approves and says so', async () => {
    renderActions();
    fireEvent.click(screen.getByRole('button', { name: 'Freigeben' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('„Bäcker (m/w/d)“ ist freigegeben.'));
    expect(sent()).toMatchObject([{ operationName: 'ApproveJobPosting', variables: { id: 'p1' } }]);
    expect(screen.queryByRole('button', { name: 'Freigeben' })).toBeNull();
  });

  it('rejects only with a reason, which it sends', async () => {
    renderActions();
    fireEvent.click(screen.getByRole('button', { name: 'Ablehnen' }));
    fireEvent.click(screen.getByRole('button', { name: 'Ablehnung senden' }));
    expect(
      screen.getByRole('textbox', { name: 'Grund der Ablehnung', description: /Bitte geben Sie einen Grund an\./ }),
    ).toBeTruthy();
    expect(server.requests).toHaveLength(0);
    fireEvent.change(screen.getByRole('textbox', { name: 'Grund der Ablehnung' }), {
      target: { value: 'Bitte nennen Sie das Gehalt.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Ablehnung senden' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toMatch(/wurde abgelehnt/));
    expect(sent()[0].variables).toEqual({ id: 'p1', reason: 'Bitte nennen Sie das Gehalt.' });
  });
});
