'use client';

import { useEffect, useState } from 'react';
import type { Session } from 'next-auth';
import { postToAuth } from './client';
import { SESSION_INVALID_HEADER } from './constants';
import './session-types';

/**
 * The browser's view of the session (docs/product.md §4): loading, authenticated or unauthenticated; fetched from
 * /api/auth/session on mount, again when the window becomes visible, when another tab signs in or out
 * (storage event), and optionally on an interval while online. What next-auth/react's SessionProvider does,
 * in a fraction of its size (it ships a regenerator runtime), for the one island on every page.
 */
export type SessionState =
  | { status: 'loading'; data: null }
  | { status: 'authenticated'; data: Session }
  /** `invalid`: a session cookie was there but could not be read; the server has deleted it. */
  | { status: 'unauthenticated'; data: null; invalid?: boolean };

/** next-auth/react's key: tabs using either client hear each other. */
const STORAGE_KEY = 'nextauth.message';

/** docs/product.md §8: client-side auth errors are logged on the server (next-auth's POST /api/auth/_log). */
export function logClientError(code: string, error: unknown): void {
  const body = new URLSearchParams({
    level: 'error',
    code,
    message: error instanceof Error ? error.message : String(error),
  });
  try {
    if (!navigator.sendBeacon?.('/api/auth/_log', body))
      void fetch('/api/auth/_log', { method: 'POST', body, keepalive: true });
  } catch {
    // Logging must never break the page.
  }
}

export async function fetchSession(): Promise<{ session: Session | null; invalid: boolean }> {
  const response = await fetch('/api/auth/session', { cache: 'no-store' });
  if (!response.ok) throw new Error(`session request failed with ${response.status}`);
  const data = (await response.json()) as Session | Record<string, never>;
  const session = data && Object.keys(data).length > 0 ? (data as Session) : null;
  return { session, invalid: response.headers.get(SESSION_INVALID_HEADER) === '1' };
}

/** Tells other tabs that the session changed (they refetch). */
export function broadcastSessionChange(trigger: 'signin' | 'signout'): void {
  try {
    localStorage.setItem(
      STORAGE_KEY,
      JSON.stringify({ event: 'session', data: { trigger }, timestamp: Math.floor(Date.now() / 1000) }),
    );
  } catch {
    // Private mode without storage: other tabs refetch on focus anyway.
  }
}

export function useSession(options: { refetchIntervalSeconds?: number } = {}): SessionState {
  const [state, setState] = useState<SessionState>({ status: 'loading', data: null });
  const interval = options.refetchIntervalSeconds ?? 0;

  useEffect(() => {
    let alive = true;
    const load = async () => {
      try {
        const { session, invalid } = await fetchSession();
        if (alive)
          setState(
            session ? { status: 'authenticated', data: session } : { status: 'unauthenticated', data: null, invalid },
          );
      } catch (error) {
        logClientError('CLIENT_SESSION_ERROR', error);
        if (alive) setState((s) => (s.status === 'loading' ? { status: 'unauthenticated', data: null } : s));
      }
    };
    const onVisible = () => document.visibilityState === 'visible' && void load();
    const onStorage = (event: StorageEvent) => {
      if (event.key !== STORAGE_KEY || !event.newValue) return;
      try {
        if ((JSON.parse(event.newValue) as { event?: string }).event === 'session') void load();
      } catch {
        // Not a message of ours.
      }
    };
    void load();
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('storage', onStorage);
    const timer = interval > 0 ? setInterval(() => navigator.onLine && void load(), interval * 1000) : undefined;
    return () => {
      alive = false;
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('storage', onStorage);
      if (timer) clearInterval(timer);
    };
  }, [interval]);

  return state;
}

/**
 * docs/product.md §4: sign-out posts (with next-auth's CSRF token) and goes to the callback URL; other tabs are told.
 */
export async function signOut(callbackUrl: string): Promise<void> {
  const result = await postToAuth('signout', { callbackUrl });
  if (result.error === 'Network') throw new Error('network');
  broadcastSessionChange('signout');
  window.location.assign(result.url ?? callbackUrl);
}
