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

  const save = useCallback(async (): Promise<boolean> => {
    clearTimeout(timer.current);
    while (running.current) await running.current;
    if (!dirty.current) return true;
    if (!readyRef.current) return false;
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
      dirty.current = true;
      setStatus('pending');
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void save(), AUTOSAVE_DELAY_MS);
    },
    [save],
  );

  // Changes made before the session token arrived are saved as soon as it is there.
  useEffect(() => {
    audience.current = current;
    readyRef.current = ready;
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
