import type { Metadata } from 'next';

/**
 * Account pages are personal: never indexed, and their URLs (reset and confirmation links carry a token) never
 * leave the site as Referer (`same-origin` keeps the Origin header the server actions' CSRF check reads).
 */
export function accountMetadata(title: string): Metadata {
  return { title, robots: { index: false, follow: false }, referrer: 'same-origin' };
}
