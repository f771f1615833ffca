import { AUTH_PAGES } from './constants';

/**
 * docs/product.md §2 "After login or signup start, a dispatch query parameter triggers an action and is removed; an
 * optional destination parameter is kept." The rules, in one place, for the sign-in pages, the mail link
 * and the page the user lands on:
 *
 * - `callbackUrl` (next-auth's parameter) is where the flow returns; only paths of this site.
 * - `dispatch` names one action (`job_alert`, `bookmark:123`) that the landing page runs once, after the
 *   sign-in or the sign-up start, and then removes from the address, so reloading or sharing the page never
 *   runs it again.
 * - `destination` is an optional path that travels through every step (login ↔ register, the mail link,
 *   the confirm page) and stays in the address after dispatch is removed; an action or a later step uses
 *   it as "where to go next". Without a callbackUrl it is also where the flow returns.
 * - `via=header` marks a flow the header's "Anmelden" started (no page asked for a sign-in); it travels
 *   login ↔ register, where a sign-up may land elsewhere than the page (lib/auth/sign-up-landing.ts).
 */
export const DISPATCH_PARAM = 'dispatch';
export const DESTINATION_PARAM = 'destination';
export const CALLBACK_PARAM = 'callbackUrl';
export const VIA_PARAM = 'via';
const VIA_HEADER = 'header';

export type AuthIntent = {
  callbackUrl: string | null;
  dispatch: string | null;
  destination: string | null;
  /** Started from the header's "Anmelden" (`via=header`). */
  fromHeader?: boolean;
};

const DISPATCH_PATTERN = /^[a-z][a-z0-9_]{0,39}(?::[A-Za-z0-9_-]{1,64})?$/;

/** A well-formed action name (optionally with one argument after a colon), or null. */
export function parseDispatch(value: string | null | undefined): string | null {
  const v = value?.trim() ?? '';
  return DISPATCH_PATTERN.test(v) ? v : null;
}

/** Pages a flow must never return to: it would start over (or sign out) right after signing in. */
const NO_RETURN = [AUTH_PAGES.signIn, AUTH_PAGES.signOut, AUTH_PAGES.register, '/api/auth'];

/** A leading `//` or `/\\` makes a browser read the rest as another host. */
const ANOTHER_HOST = /^\/[/\\]/;

/**
 * True when the normalised path stays on this site, also after a later hop decodes it once: `/.//evil.example`
 * normalises to `//evil.example`, and `/%2F%2Fevil.example` decodes to it.
 */
function staysOnSite(pathname: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return false;
  }
  return !ANOTHER_HOST.test(pathname) && !ANOTHER_HOST.test(decoded);
}

/**
 * A path on this site, or null. Accepts `/jobs?x=1#top`; an absolute URL only when its origin is `origin`
 * (next-auth hands back absolute callback URLs). Refuses other hosts, `//host` (also once normalised or
 * decoded), backslashes, control characters (tabs and newlines, which URL parsers drop) and the auth pages.
 */
export function safeSitePath(value: string | null | undefined, origin?: string): string | null {
  if (!value || value.length > 2000 || /[\u0000-\u001f\\]/.test(value)) return null;
  let url: URL;
  try {
    if (value.startsWith('/') && !value.startsWith('//')) url = new URL(value, 'http://site.invalid');
    else if (origin && /^https?:\/\//i.test(value)) {
      url = new URL(value);
      if (url.origin !== new URL(origin).origin) return null;
    } else return null;
  } catch {
    return null;
  }
  const path = url.pathname;
  if (!staysOnSite(path)) return null;
  if (NO_RETURN.some((p) => path === p || path.startsWith(`${p}/`))) return null;
  return `${path}${url.search}${url.hash}`;
}

/**
 * The header's sign-in link for the page at `here` (its public path with the query, e.g.
 * `/jobs?search=Pflege`): the flow returns there. The front page is where it returns anyway.
 */
export function signInHref(here: string): string {
  const back = safeSitePath(here);
  return back && back !== '/'
    ? `${AUTH_PAGES.signIn}?${CALLBACK_PARAM}=${encodeURIComponent(back)}`
    : AUTH_PAGES.signIn;
}

/** The header's own "Anmelden": `signInHref`, marked `via=header` (see the parameters above). */
export function headerSignInHref(here: string): string {
  const href = signInHref(here);
  return `${href}${href.includes('?') ? '&' : '?'}${VIA_PARAM}=${VIA_HEADER}`;
}

type Params = URLSearchParams | Record<string, string | string[] | undefined>;

function first(params: Params, key: string): string | null {
  if (params instanceof URLSearchParams) return params.get(key);
  const v = params[key];
  return (Array.isArray(v) ? v[0] : v) ?? null;
}

/** The intent of an auth page's URL; anything unsafe or malformed is dropped. */
export function readAuthIntent(params: Params, origin?: string): AuthIntent {
  return {
    callbackUrl: safeSitePath(first(params, CALLBACK_PARAM), origin),
    dispatch: parseDispatch(first(params, DISPATCH_PARAM)),
    destination: safeSitePath(first(params, DESTINATION_PARAM), origin),
    ...(first(params, VIA_PARAM) === VIA_HEADER ? { fromHeader: true } : {}),
  };
}

/**
 * `?callbackUrl=…&dispatch=…&destination=…&via=header` (only what is set) to pass the intent from one auth page to
 * the next.
 */
export function intentQuery(intent: AuthIntent, extra: Record<string, string> = {}): string {
  const q = new URLSearchParams(extra);
  if (intent.callbackUrl) q.set(CALLBACK_PARAM, intent.callbackUrl);
  if (intent.dispatch) q.set(DISPATCH_PARAM, intent.dispatch);
  if (intent.destination) q.set(DESTINATION_PARAM, intent.destination);
  if (intent.fromHeader) q.set(VIA_PARAM, VIA_HEADER);
  const s = q.toString();
  return s ? `?${s}` : '';
}

/**
 * Where the browser goes after sign-in or sign-up start: the callback page (else the destination, else the
 * front page) with `dispatch` for that page to run, and `destination` kept.
 */
export function postAuthUrl(intent: AuthIntent): string {
  const url = new URL(intent.callbackUrl ?? intent.destination ?? '/', 'http://site.invalid');
  url.searchParams.delete(DISPATCH_PARAM);
  if (intent.dispatch) url.searchParams.set(DISPATCH_PARAM, intent.dispatch);
  if (intent.destination && intent.callbackUrl) url.searchParams.set(DESTINATION_PARAM, intent.destination);
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * On the landing page: the action to run (null if none or malformed) and the address to show afterwards,
 * the same one without `dispatch` (destination and every other parameter stay).
 */
export function takeDispatch(href: string): { dispatch: string | null; destination: string | null; href: string } {
  const url = new URL(href, 'http://site.invalid');
  const raw = url.searchParams.get(DISPATCH_PARAM);
  if (raw === null) return { dispatch: null, destination: null, href };
  url.searchParams.delete(DISPATCH_PARAM);
  const rest = `${url.pathname}${url.search}${url.hash}`;
  return {
    dispatch: parseDispatch(raw),
    destination: safeSitePath(url.searchParams.get(DESTINATION_PARAM)),
    href: /^https?:/i.test(href) ? `${url.origin}${rest}` : rest,
  };
}
