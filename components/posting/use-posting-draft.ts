'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { SAVE_JOB_POSTING } from '@/lib/graphql/documents/job-posting';
import type { JobPostingInput } from '@/lib/graphql/generated/operations';
import { errorsByField } from '@/lib/posting/posting-input';
import { usePostingAudience } from './posting-session';
import { sendOnExit } from '@/lib/apollo/send-on-exit';

/** §6: typing is saved this long after the last change (and at once when a field or step is left). */
export const AUTOSAVE_DELAY_MS = 800;
/** How long a save waits for the session token of a page that has just loaded. */
const TOKEN_WAIT_MS = 10_000;

/** Unsaved fields are also kept in the browser until the server has them: a reload or a crash loses nothing. */
const localCopyKey = (id: string) => `jobboard.posting-draft.${id}`;

function readLocalCopy(id: string): JobPostingInput | null {
  try {
    const raw = window.localStorage.getItem(localCopyKey(id));
    return raw ? (JSON.parse(raw) as JobPostingInput) : null;
  } catch {
    return null;
  }
}

function writeLocalCopy(id: string, input: JobPostingInput | null): void {
  try {
    if (input) window.localStorage.setItem(localCopyKey(id), JSON.stringify(input));
    else window.localStorage.removeItem(localCopyKey(id));
  } catch {
    // Storage full or disabled: the server-side draft still has every saved field.
  }
}

export type SaveStatus = 'idle' | 'pending' | 'saving' | 'saved' | 'invalid' | 'failed';

export type PostingDraft = {
  input: JobPostingInput;
  update: (patch: Partial<JobPostingInput>) => void;
  /** Saves what is not saved yet; false when it could not be saved (kept for the next try). */
  save: () => Promise<boolean>;
  errors: Record<string, string>;
  status: SaveStatus;
};

/**
 * The posting's fields as the server-side draft (saveJobPosting): every change is sent after a short pause,
 * every save sends all fields, and saves run one after another so an older one never overwrites a newer.
 * A failed save keeps the fields and is repeated with the next change or step.
 */
export function usePostingDraft(id: string, initial: JobPostingInput): PostingDraft {
  const client = useApolloClient();
  const current = usePostingAudience();
  const audience = useRef(current);
  const ready = current.token !== null;
  const [input, setInput] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<SaveStatus>('idle');
  const latest = useRef(initial);
  const dirty = useRef(false);
  const readyRef = useRef(ready);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const running = useRef<Promise<boolean> | null>(null);
  const tokenWaiters = useRef<Array<() => void>>([]);

  const save = useCallback(async (): Promise<boolean> => {
    clearTimeout(timer.current);
    while (running.current) await running.current;
    if (!dirty.current) return true;
    // A step left right after the page loaded: the session token is on its way.
    if (!readyRef.current)
      await new Promise<void>((resolve) => {
        const timeout = setTimeout(resolve, TOKEN_WAIT_MS);
        tokenWaiters.current.push(() => {
          clearTimeout(timeout);
          resolve();
        });
      });
    while (running.current) await running.current;
    if (!readyRef.current || !dirty.current) return !dirty.current;
    dirty.current = false;
    setStatus('saving');
    const run = client
      .mutate({ mutation: SAVE_JOB_POSTING, variables: { id, input: latest.current } })
      .then(({ data, error }) => {
        const result = data?.saveJobPosting;
        if (error || !result?.posting) {
          dirty.current = true;
          if (result) setErrors(errorsByField(result.errors));
          setStatus('failed');
          return false;
        }
        setErrors(errorsByField(result.errors));
        setStatus(result.errors.length > 0 ? 'invalid' : 'saved');
        if (!dirty.current) writeLocalCopy(id, null);
        return true;
      })
      .catch(() => {
        dirty.current = true;
        setStatus('failed');
        return false;
      })
      .finally(() => {
        running.current = null;
      });
    running.current = run;
    return run;
  }, [client, id]);

  const update = useCallback(
    (patch: Partial<JobPostingInput>) => {
      latest.current = { ...latest.current, ...patch };
      setInput(latest.current);
      writeLocalCopy(id, latest.current);
      dirty.current = true;
      setStatus('pending');
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void save(), AUTOSAVE_DELAY_MS);
    },
    [save, id],
  );

  // What the browser kept from before a reload (typed but not yet saved) is restored and saved.
  useEffect(() => {
    const copy = readLocalCopy(id);
    if (!copy) return;
    latest.current = { ...latest.current, ...copy };
    setInput(latest.current);
    dirty.current = true;
    void save();
  }, [id, save]);

  // Changes made before the session token arrived are saved as soon as it is there.
  useEffect(() => {
    audience.current = current;
    readyRef.current = ready;
    if (ready) for (const wake of tokenWaiters.current.splice(0)) wake();
    if (ready && dirty.current) void save();
  }, [current, ready, save]);

  // Another app in front or a link elsewhere saves what is left; a reload or a closed tab sends it with
  // keepalive, since the browser cancels the page's ordinary requests as it goes.
  useEffect(() => {
    const flush = () => void save();
    const onHidden = () => document.visibilityState === 'hidden' && flush();
    const onPageHide = () => {
      if (!dirty.current || !audience.current.token) return;
      dirty.current = false;
      sendOnExit(SAVE_JOB_POSTING, { id, input: latest.current }, audience.current);
    };
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', onPageHide);
      if (dirty.current) flush();
    };
  }, [save, id]);

  return { input, update, save, errors, status };
}
