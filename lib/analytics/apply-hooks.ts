import type { AnalyticsEvent } from '@/lib/contract';

/**
 * docs/product.md §7: apply start and apply complete call their hooks (the tag, the server-side copy, the conversion
 * API), and the start hook also on a completion without referrer: a visitor who lands on the thanks straight away
 * (back from an employer's own application system, a link) was never seen starting, so the funnel gets its start
 * with the completion. A completion reached from the form (the referrer is the job page) had its start already.
 */
export function hookEvents(event: AnalyticsEvent, referrer: string): AnalyticsEvent[] {
  return event === 'job_apply_complete' && referrer === '' ? ['job_apply_start', event] : [event];
}
