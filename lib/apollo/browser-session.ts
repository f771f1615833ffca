import type { BrowserSession } from './browser-link';

// The integration keeps one browser client per page load (a window singleton), so its link cannot close over
// the provider's props; it reads the latest ones from here, as do the plain-fetch helpers (the AI draft
// stream). Written only in the browser, never during SSR, where module state would be shared between requests.
let browserSession: BrowserSession | null = null;

/** Set by ApolloClientProvider on every render in the browser. */
export function setBrowserSession(session: BrowserSession): void {
  if (typeof window !== 'undefined') browserSession = session;
}

/** The current visitor's site, locale and session token, as the Apollo link sends them. */
export function readBrowserSession(): BrowserSession {
  if (!browserSession) throw new Error('ApolloClientProvider has not rendered yet.');
  return browserSession;
}
