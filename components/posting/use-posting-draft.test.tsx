// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { startScriptedServer, type RecordedRequest, type Reply } from '@/lib/apollo/test-graphql-server';
import { PostingTestProviders, savedPosting } from './posting-testing';
import { AUTOSAVE_DELAY_MS, usePostingDraft } from './use-posting-draft';

type Operation = { operationName: string; variables: { id: string; input: Record<string, unknown> } };

/** saveJobPosting as the contract answers it, with the field errors the test wants. */
const saved = (errors?: Array<{ field: string; message: string }>): Reply => ({
  body: JSON.stringify([{ data: savedPosting(errors) }]),
});

let reply: (request: RecordedRequest) => Reply = () => saved();
let server: Awaited<ReturnType<typeof startScriptedServer>>;
beforeAll(async () => {
  server = await startScriptedServer((request) => reply(request));
});
afterEach(() => {
  cleanup();
  window.localStorage.clear();
  server.requests.length = 0;
  reply = () => saved();
});
afterAll(() => server.close());

const sent = () => server.requests.map((r) => (r.body as Operation[])[0]);

function renderDraft(token: string | null = 'session-jwt') {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <PostingTestProviders url={server.url} token={token}>
      {children}
    </PostingTestProviders>
  );
  return renderHook(() => usePostingDraft('p1', { type: 'job_per_template', title: '' }), { wrapper });
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('usePostingDraft: nothing typed is lost', () => {
  it('saves a burst of typing once, after the pause, with every field', async () => {
    const { result } = renderDraft();
    act(() => {
      result.current.update({ title: 'Bä' });
      result.current.update({ title: 'Bäcker' });
      result.current.update({ organizationAssignment: 'Huber' });
    });
    await pause(AUTOSAVE_DELAY_MS / 2);
    expect(server.requests).toHaveLength(0);
    await waitFor(() => expect(result.current.status).toBe('saved'));
    expect(sent()).toHaveLength(1);
    expect(sent()[0].variables).toEqual({
      id: 'p1',
      input: { type: 'job_per_template', title: 'Bäcker', organizationAssignment: 'Huber' },
    });
    expect(server.requests[0].headers.authorization).toBe('Bearer session-jwt');
  });

  it('saves at once when a field is left, and not again while nothing changed', async () => {
    const { result } = renderDraft();
    act(() => result.current.update({ title: 'Konditor' }));
    await act(async () => expect(await result.current.save()).toBe(true));
    await act(async () => expect(await result.current.save()).toBe(true));
    await pause(AUTOSAVE_DELAY_MS + 200);
    expect(sent()).toHaveLength(1);
  });

  it('keeps the fields after a failed save and sends them with the next change', async () => {
    reply = () => ({ status: 500, body: 'kaputt' });
    const { result } = renderDraft();
    act(() => result.current.update({ title: 'Bäcker' }));
    await act(async () => expect(await result.current.save()).toBe(false));
    expect(result.current.status).toBe('failed');
    reply = () => saved();
    act(() => result.current.update({ skillsFree: 'Sauerteig' }));
    await act(async () => expect(await result.current.save()).toBe(true));
    expect(sent().at(-1)!.variables.input).toMatchObject({ title: 'Bäcker', skillsFree: 'Sauerteig' });
  });

  it('shows the server’s German field errors by field', async () => {
    reply = () =>
      saved([{ field: 'applicationEmails.0', message: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.' }]);
    const { result } = renderDraft();
    act(() => result.current.update({ applicationEmails: ['jobs@'] }));
    await act(async () => void (await result.current.save()));
    expect(result.current.status).toBe('invalid');
    expect(result.current.errors['applicationEmails.0']).toBe('Bitte geben Sie eine gültige E-Mail-Adresse ein.');
  });

  it('waits for the session token before it sends anything, then saves what was typed', async () => {
    let token: string | null = null;
    const wrapper = ({ children }: { children: ReactNode }) => (
      <PostingTestProviders url={server.url} token={token}>
        {children}
      </PostingTestProviders>
    );
    const { result, rerender } = renderHook(() => usePostingDraft('p1', { type: 'job_per_template', title: '' }), {
      wrapper,
    });
    act(() => result.current.update({ title: 'Bäcker' }));
    let saving: Promise<boolean> = Promise.resolve(false);
    act(() => {
      saving = result.current.save();
    });
    await pause(50);
    expect(server.requests).toHaveLength(0);
    token = 'session-jwt';
    rerender();
    await act(async () => expect(await saving).toBe(true));
    expect(sent()).toHaveLength(1);
    expect(sent()[0].variables.input).toMatchObject({ title: 'Bäcker' });
  });

  it('keeps what was typed but not saved in the browser, and saves it after a reload', async () => {
    const before = renderDraft(null);
    act(() => before.result.current.update({ title: 'Konditorin' }));
    before.unmount();
    expect(server.requests).toHaveLength(0);
    const after = renderDraft('session-jwt');
    await waitFor(() => expect(sent()).toHaveLength(1));
    expect(sent()[0].variables.input).toMatchObject({ title: 'Konditorin' });
    expect(after.result.current.input.title).toBe('Konditorin');
    await waitFor(() => expect(window.localStorage.getItem('jobboard.posting-draft.p1')).toBeNull());
  });
});
