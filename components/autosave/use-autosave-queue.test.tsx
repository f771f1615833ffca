// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { useAutosaveQueue } from './use-autosave-queue';

const DELAY = 30;

/** A server stand-in the test answers by hand: each send waits until the test resolves it. */
function manualServer() {
  const calls: Array<{ value: string; answer: (saved: boolean) => void }> = [];
  const send = (value: string) => new Promise<boolean>((answer) => calls.push({ value, answer }));
  return { calls, send };
}

function renderQueue(send: (value: string) => Promise<boolean>, ready = true, extra = {}) {
  const exits: string[] = [];
  const hook = renderHook(
    (props: { ready: boolean }) =>
      useAutosaveQueue({
        initial: '',
        delayMs: DELAY,
        send,
        sendOnExit: (value) => exits.push(value),
        ready: props.ready,
        ...extra,
      }),
    { initialProps: { ready } },
  );
  return { ...hook, exits };
}

afterEach(cleanup);

describe('useAutosaveQueue: a form kept as a server-side draft', () => {
  it('sends one save after a burst of changes, with the newest value', async () => {
    const server = manualServer();
    const { result } = renderQueue(server.send);
    act(() => {
      result.current.change(() => 'B');
      result.current.change((v) => `${v}ä`);
      result.current.change((v) => `${v}cker`);
    });
    expect(result.current.phase).toBe('pending');
    await waitFor(() => expect(server.calls).toHaveLength(1));
    expect(server.calls[0].value).toBe('Bäcker');
    await act(async () => server.calls[0].answer(true));
    await waitFor(() => expect(result.current.phase).toBe('saved'));
  });

  it('never runs two saves at once: a change during a save is sent after it, never before', async () => {
    const server = manualServer();
    const { result } = renderQueue(server.send);
    act(() => result.current.change(() => 'eins', true));
    await waitFor(() => expect(server.calls).toHaveLength(1));
    act(() => result.current.change(() => 'zwei', true));
    await new Promise((resolve) => setTimeout(resolve, DELAY * 3));
    expect(server.calls).toHaveLength(1);
    await act(async () => server.calls[0].answer(true));
    await waitFor(() => expect(server.calls).toHaveLength(2));
    expect(server.calls[1].value).toBe('zwei');
  });

  it('a save asked while another is starting waits for the server to have the value', async () => {
    const server = manualServer();
    const { result } = renderQueue(server.send);
    act(() => result.current.change(() => 'Vollzeit'));
    let leftField: Promise<boolean> = Promise.resolve(false);
    let nextStep: Promise<boolean> = Promise.resolve(false);
    let nextStepDone = false;
    act(() => {
      leftField = result.current.save();
      nextStep = result.current.save().then((saved) => ((nextStepDone = true), saved));
    });
    await waitFor(() => expect(server.calls).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, DELAY));
    expect(nextStepDone).toBe(false);
    await act(async () => server.calls[0].answer(true));
    expect(await leftField).toBe(true);
    expect(await nextStep).toBe(true);
    expect(server.calls).toHaveLength(1);
  });

  it('keeps a value whose save failed and sends it again with the next save', async () => {
    const server = manualServer();
    const { result } = renderQueue(server.send);
    act(() => result.current.change(() => 'Text', true));
    await waitFor(() => expect(server.calls).toHaveLength(1));
    await act(async () => server.calls[0].answer(false));
    expect(result.current.phase).toBe('failed');
    expect(result.current.value).toBe('Text');
    let saved: Promise<boolean> = Promise.resolve(false);
    act(() => {
      saved = result.current.save();
    });
    await waitFor(() => expect(server.calls).toHaveLength(2));
    await act(async () => server.calls[1].answer(true));
    expect(await saved).toBe(true);
  });

  it('tries a failed save again by itself when asked to', async () => {
    const server = manualServer();
    const { result } = renderQueue(server.send, true, { retryAfterMs: DELAY });
    act(() => result.current.change(() => 'Text', true));
    await waitFor(() => expect(server.calls).toHaveLength(1));
    await act(async () => server.calls[0].answer(false));
    await waitFor(() => expect(server.calls).toHaveLength(2));
    expect(server.calls[1].value).toBe('Text');
  });

  it('sends nothing before the session token is there, then what was typed', async () => {
    const server = manualServer();
    const { result, rerender } = renderQueue(server.send, false);
    act(() => result.current.change(() => 'früh getippt', true));
    await new Promise((resolve) => setTimeout(resolve, DELAY * 3));
    expect(server.calls).toHaveLength(0);
    rerender({ ready: true });
    await waitFor(() => expect(server.calls).toHaveLength(1));
    expect(server.calls[0].value).toBe('früh getippt');
  });

  it('sends what is unsaved with the page as it goes away, once', async () => {
    const server = manualServer();
    const { result, exits } = renderQueue(server.send);
    act(() => result.current.change(() => 'ungespeichert'));
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
      window.dispatchEvent(new Event('pagehide'));
    });
    expect(exits).toEqual(['ungespeichert']);
  });

  it('shows a value from the server without sending it', async () => {
    const server = manualServer();
    const { result } = renderQueue(server.send);
    act(() => result.current.replace('vom Server', false));
    expect(result.current.value).toBe('vom Server');
    expect(await result.current.save()).toBe(true);
    expect(server.calls).toHaveLength(0);
  });
});
