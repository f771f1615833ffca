'use client';

import { useEffect, useRef, useState } from 'react';
import { signOut } from '@/lib/auth/session-client';

/**
 * Signs out as soon as the page runs: next-auth's POST to /api/auth/signout with its CSRF token, then the
 * callback URL (docs/product.md §4). Other tabs learn it through the storage event. The button repeats it if the
 * network failed.
 */
export function LogoutRunner({ callbackUrl, label }: { callbackUrl: string; label: string }) {
  const [failed, setFailed] = useState(false);
  const started = useRef(false);
  useEffect(() => {
    // Once, also under React's development double effects.
    if (started.current) return;
    started.current = true;
    signOut(callbackUrl).catch(() => setFailed(true));
  }, [callbackUrl]);
  if (!failed) return null;
  return (
    <button type="button" className="button" onClick={() => signOut(callbackUrl).catch(() => setFailed(true))}>
      {label}
    </button>
  );
}
