'use client';

import { useEffect, useRef } from 'react';
import { trackEvent } from '@/lib/analytics/track';

/**
 * Tells the server once that a visitor started the application form (its first focus inside the form), by
 * navigator.sendBeacon: fire and forget, so nothing waits for it. Without JavaScript the form's own sending
 * counts the start instead. The same moment is the analytics' apply start.
 */
export function ApplyStartBeacon({ jobId }: { jobId: string }) {
  const marker = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const form = marker.current?.closest('form');
    if (!form) return;
    const started = () => {
      const url = `/api/jobs/${encodeURIComponent(jobId)}/apply-start`;
      if (!navigator.sendBeacon?.(url)) void fetch(url, { method: 'POST', keepalive: true }).catch(() => undefined);
      // docs/product.md §7 apply start hook: sent on only with consent (components/cookie-consent/).
      trackEvent('job_apply_start');
    };
    form.addEventListener('focusin', started, { once: true });
    return () => form.removeEventListener('focusin', started);
  }, [jobId]);
  return <span ref={marker} hidden />;
}
