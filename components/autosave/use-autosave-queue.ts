'use client';

import { useCallback, useEffect, useRef, useState } from 'react';

export type AutosavePhase = 'idle' | 'pending' | 'saving' | 'saved' | 'failed';

type Options<T> = {
  initial: T;
  /** Typing is saved this long after the last change. */
  delayMs: number;
  /** Sends the newest value; true when the server has it. Never called twice at once. */
  send: (value: T) => Promise<boolean>;
  /** Sends what is unsaved while the page goes away (keepalive): the browser cancels ordinary requests then. */
  sendOnExit: (value: T) => void;
  /** The session token is there; nothing is sent before. */
  ready: boolean;
  /** How long a save waits for the token of a page that has just loaded (0: it gives up at once). */
  waitForReadyMs?: number;
  /** A failed save is tried again after this long (otherwise with the next change or save). */
  retryAfterMs?: number;
  /** Warns before a reload or a closed tab while a change is unsaved. */
  warnOnUnload?: boolean;
  /** After a save that left nothing newer waiting. */
  onSaved?: () => void;
};

/**
 * A form kept as a server-side draft: every change is sent after a pause, saves run one after another (an
 * older one never overwrites a newer, each sends the newest value), a failed one keeps the value for the next
 * try, and a page that is hidden or left sends what is unsaved on its way out.
 */
export function useAutosaveQueue<T>(options: Options<T>) {
  const { initial, delayMs, ready, waitForReadyMs = 0, retryAfterMs, warnOnUnload = false } = options;
  const [value, setValue] = useState(initial);
  const [phase, setPhase] = useState<AutosavePhase>('idle');
  const latest = useRef(initial);
  const dirty = useRef(false);
  const running = useRef<Promise<boolean> | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const readyRef = useRef(ready);
  const readyWaiters = useRef<Array<() => void>>([]);
  const callbacks = useRef(options);
  useEffect(() => {
    callbacks.current = options;
  });

  /** Stops a scheduled save and waits for the one under way. */
  const settle = useCallback(async () => {
    clearTimeout(timer.current);
    while (running.current) await running.current;
  }, []);

  const save = useCallback(async (): Promise<boolean> => {
    // Not `await settle()`: a save must claim `running` before yielding, or a second save asked in the same
    // moment (a field left, then "Weiter") would find nothing running and nothing dirty and return at once.
    clearTimeout(timer.current);
    while (running.current) await running.current;
    if (!dirty.current) return true;
    if (!readyRef.current && waitForReadyMs > 0)
      await new Promise<void>((resolve) => {
        const timeout = setTimeout(resolve, waitForReadyMs);
        readyWaiters.current.push(() => {
          clearTimeout(timeout);
          resolve();
        });
      });
    while (running.current) await running.current;
    if (!readyRef.current || !dirty.current) return !dirty.current;
    dirty.current = false;
    setPhase('saving');
    const run = callbacks.current
      .send(latest.current)
      .catch(() => false)
      .then((saved) => {
        if (!saved) dirty.current = true;
        else if (!dirty.current) callbacks.current.onSaved?.();
        setPhase(!saved ? 'failed' : dirty.current ? 'pending' : 'saved');
        return saved;
      })
      .finally(() => {
        running.current = null;
      });
    running.current = run;
    return run;
  }, [waitForReadyMs]);

  /** Changes the value and schedules its save; `now` saves without the pause (a field left, an upload). */
  const change = useCallback(
    (next: (value: T) => T, now = false) => {
      latest.current = next(latest.current);
      setValue(latest.current);
      dirty.current = true;
      setPhase('pending');
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void save(), now ? 0 : delayMs);
    },
    [save, delayMs],
  );

  /** Shows a value from elsewhere (the server's answer, a local copy); `unsaved` says whether it still needs saving. */
  const replace = useCallback((next: T, unsaved?: boolean) => {
    latest.current = next;
    setValue(next);
    if (unsaved !== undefined) dirty.current = unsaved;
  }, []);

  // Changes made before the session token arrived are saved once it is there.
  useEffect(() => {
    readyRef.current = ready;
    if (!ready) return;
    for (const wake of readyWaiters.current.splice(0)) wake();
    if (dirty.current) void save();
  }, [ready, save]);

  useEffect(() => {
    if (phase !== 'failed' || retryAfterMs === undefined) return;
    const retry = setTimeout(() => void save(), retryAfterMs);
    return () => clearTimeout(retry);
  }, [phase, retryAfterMs, save]);

  useEffect(() => {
    const onHidden = () => document.visibilityState === 'hidden' && void save();
    const onPageHide = () => {
      if (!dirty.current || !readyRef.current) return;
      dirty.current = false;
      callbacks.current.sendOnExit(latest.current);
    };
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (warnOnUnload && (dirty.current || running.current)) event.preventDefault();
    };
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('beforeunload', onBeforeUnload);
      if (dirty.current) void save();
    };
  }, [save, warnOnUnload]);

  return { value, latest, phase, setPhase, change, replace, save, settle };
}
