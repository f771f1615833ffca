import 'server-only';
import { headers } from 'next/headers';

/**
 * The script nonce of this render: the one the proxy put in the request's own Content-Security-Policy, which Next
 * puts on its scripts too (docs/security.md). A page the page cache answers again gets a fresh one in its place.
 */
export async function requestNonce(): Promise<string | undefined> {
  const policy = (await headers()).get('content-security-policy') ?? '';
  return /'nonce-([^']+)'/.exec(policy)?.[1];
}
