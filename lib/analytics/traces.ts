/**
 * What the analytics code keeps in the browser, and how it is removed when consent is withdrawn (docs/product.md §4):
 * GA4's cookies (_ga, _ga_<id>, and the older _gid and _gat*), the userToken (docs/product.md §3) and the note that
 * the sign-up start was sent.
 */
export const USER_TOKEN_KEY = 'userToken';
export const SIGNUP_START_KEY = 'signupStartSent';

const ANALYTICS_COOKIE = /^(_ga|_ga_[A-Z0-9]+|_gid|_gat.*)$/;

/** The domains a cookie of this host may have been set for: the host and each parent ("a.b.de" → a.b.de, .b.de). */
export function cookieDomains(hostname: string): string[] {
  const labels = hostname.split('.');
  const parents = labels.slice(1, -1).map((_, i) => `.${labels.slice(i + 1).join('.')}`);
  return [hostname, ...parents];
}

/** Expires every analytics cookie on every domain it may have, removes the stored tokens. */
export function clearAnalyticsTraces(doc: Document, storage: Storage | null): void {
  const names = doc.cookie
    .split(';')
    .map((pair) => pair.split('=')[0].trim())
    .filter((name) => ANALYTICS_COOKIE.test(name));
  for (const name of names) {
    doc.cookie = `${name}=; max-age=0; path=/`;
    for (const domain of cookieDomains(doc.location.hostname))
      doc.cookie = `${name}=; max-age=0; path=/; domain=${domain}`;
  }
  try {
    storage?.removeItem(USER_TOKEN_KEY);
    storage?.removeItem(SIGNUP_START_KEY);
  } catch {
    // Storage disabled: nothing was kept there.
  }
}
