/**
 * Request header through which the proxy hands the page the address the visitor asked for (public path and
 * query), before it rewrites to the internal route. The proxy always sets it, so a value sent by the client
 * never arrives. The header's sign-in link is built from it, so it returns to the page also without script.
 */
export const PUBLIC_ADDRESS_HEADER = 'x-jobboard-public-address';

/** Longer addresses are not worth returning to (listing URLs are far shorter); the link then names the path only. */
const MAX_ADDRESS_LENGTH = 2000;

/** The path and query of a requested URL, as the sign-in link carries it back. */
export function publicAddress(url: { pathname: string; search: string }): string {
  const address = url.pathname + url.search;
  return address.length <= MAX_ADDRESS_LENGTH ? address : url.pathname.slice(0, MAX_ADDRESS_LENGTH);
}
