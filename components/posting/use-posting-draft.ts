'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { SAVE_JOB_POSTING } from '@/lib/graphql/documents/job-posting';
import type { JobPostingInput } from '@/lib/graphql/generated/operations';
import { errorsByField } from '@/lib/posting/posting-input';
import { usePostingAudience } from './posting-session';
import { sendOnExit } from '@/lib/apollo/send-on-exit';
import { useAutosaveQueue } from '@/components/autosave/use-autosave-queue';

/** docs/product.md §6: typing is saved this long after the last change (and at once when a field or step is left). */
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
  /** The field errors of the newest answer, read right after `save` (the state above updates a render later). */
  latestErrors: () => Record<string, string>;
  status: SaveStatus;
};

/**
 * The posting's fields as the server-side draft (saveJobPosting): every change is sent after a short pause,
 * every save sends all fields, and saves run one after another so an older one never overwrites a newer.
 * A failed save keeps the fields and is repeated with the next change or step.
 */
export function usePostingDraft(id: string, initial: JobPostingInput): PostingDraft {
  const client = useApolloClient();
  const audience = usePostingAudience();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const errorsNow = useRef<Record<string, string>>({});
  const draft = useAutosaveQueue({
    initial,
    delayMs: AUTOSAVE_DELAY_MS,
    ready: audience.token !== null,
    // A step left right after the page loaded: the session token is on its way.
    waitForReadyMs: TOKEN_WAIT_MS,
    send: async (input) => {
      const { data, error } = await client.mutate({ mutation: SAVE_JOB_POSTING, variables: { id, input } });
      const result = data?.saveJobPosting;
      if (result) {
        errorsNow.current = errorsByField(result.errors);
        setErrors(errorsNow.current);
      }
      return !error && !!result?.posting;
    },
    sendOnExit: (input) => sendOnExit(SAVE_JOB_POSTING, { id, input }, audience),
    // A refused field was left out on the server: the browser keeps what was typed until it is fixed.
    onSaved: () => Object.keys(errorsNow.current).length === 0 && writeLocalCopy(id, null),
  });
  const { change, replace, save } = draft;

  const update = useCallback(
    (patch: Partial<JobPostingInput>) =>
      change((input) => {
        const next = { ...input, ...patch };
        writeLocalCopy(id, next);
        return next;
      }),
    [change, id],
  );

  // What the browser kept from before a reload (typed but not yet saved) is restored and saved.
  useEffect(() => {
    const copy = readLocalCopy(id);
    if (!copy) return;
    replace({ ...draft.latest.current, ...copy }, true);
    void save();
  }, [id, replace, save, draft.latest]);

  const invalid = draft.phase === 'saved' && Object.keys(errors).length > 0;
  const latestErrors = useCallback(() => errorsNow.current, []);
  return { input: draft.value, update, save, errors, latestErrors, status: invalid ? 'invalid' : draft.phase };
}
