'use client';

import { useEffect, useState } from 'react';

/** What the apply form's islands learn about the visitor (GET /api/jobs/{id}/application/prefill). */
export type ApplyPrefill =
  | { signedIn: false }
  | {
      signedIn: true;
      firstName: string | null;
      lastName: string | null;
      emailAddress: string;
      fromResume: boolean;
      canAttachResume: boolean;
      /** When they last applied to this job (ISO), or null. */
      appliedAt: string | null;
    };

export type LoadApplyPrefill = (jobId: string) => Promise<ApplyPrefill>;

const SIGNED_OUT: ApplyPrefill = { signedIn: false };
const pending = new Map<string, Promise<ApplyPrefill>>();

/**
 * Asks once per page for the visitor's values (the islands of one form share the request). A failure reads as
 * signed out: the form stays as it is for everybody, so nothing is lost.
 */
export const fetchApplyPrefill: LoadApplyPrefill = (jobId) => {
  let request = pending.get(jobId);
  if (!request) {
    request = fetch(`/api/jobs/${encodeURIComponent(jobId)}/application/prefill`, {
      credentials: 'same-origin',
      cache: 'no-store',
    })
      .then((response) => (response.ok ? (response.json() as Promise<ApplyPrefill>) : SIGNED_OUT))
      .catch(() => SIGNED_OUT)
      .finally(() => pending.delete(jobId));
    pending.set(jobId, request);
  }
  return request;
};

/** The visitor's values once known (null until then). */
export function useApplyPrefill(jobId: string, load: LoadApplyPrefill): ApplyPrefill | null {
  const [prefill, setPrefill] = useState<ApplyPrefill | null>(null);
  useEffect(() => {
    let current = true;
    void load(jobId).then((answer) => current && setPrefill(answer));
    return () => {
      current = false;
    };
  }, [jobId, load]);
  return prefill;
}
