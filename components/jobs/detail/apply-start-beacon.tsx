'use client';

import { useEffect, useRef } from 'react';

/**
 * Tells the server once that a visitor started the application form (its first focus inside the form), by
 * navigator.sendBeacon: fire and forget, so nothing waits for it. Without JavaScript the form's own sending
 * counts the start instead.
 */
export function ApplyStartBeacon({ jobId }: { jobId: string }) {
  const marker = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const form = marker.current?.closest('form');
    if (!form) return;
    const started = () => {
      const url = `/api/jobs/${encodeURIComponent(jobId)}/apply-start`;
      if (!navigator.sendBeacon?.(url)) void fetch(url, { method: 'POST', keepalive: true }).catch(() => undefined);
    };
    form.addEventListener('focusin', started, { once: true });
    return () => form.removeEventListener('focusin', started);
  }, [jobId]);
  return <span ref={marker} hidden />;
}
