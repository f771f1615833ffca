import { lookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { linkMessages } from './link-messages';
import { isLoopbackAddress, isPublicAddress } from './public-address';

export type JobLinkCheck = { ok: true; finalUrl: string } | { ok: false; message: string };

export type CheckJobLinkOptions = {
  /**
   * Only for tests, passed by the test itself: also let loopback addresses (127.0.0.0/8, ::1) and any port
   * through, to reach a server the test started. Deliberately no environment variable: production must not
   * be able to turn this on by configuration.
   */
  allowLoopbackForTests?: boolean;
  /** Tests of the timeout only; docs/product.md §9-style bound of 5 seconds otherwise. */
  timeoutMs?: number;
};

const MAX_REDIRECTS = 3;
const TIMEOUT_MS = 5000;
const ALLOWED_PORTS = new Set(['', '80', '443', '8080', '8443']);
const USER_AGENT = 'Mozilla/5.0 (compatible; Stellenboerse-Linkpruefung/1.0)';

/** A refusal with its German message (the link itself is wrong, not the network). */
class LinkRefused extends Error {}

type Target = { address: string; family: 4 | 6 };

/** The address to connect to: every address the host resolves to must be public (or loopback in tests). */
async function checkedTarget(url: URL, options: CheckJobLinkOptions): Promise<Target> {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new LinkRefused(linkMessages.invalid);
  if (url.username || url.password) throw new LinkRefused(linkMessages.credentials);
  if (!options.allowLoopbackForTests && !ALLOWED_PORTS.has(url.port)) throw new LinkRefused(linkMessages.port);
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  let addresses: Array<{ address: string; family: number }>;
  if (isIP(host)) addresses = [{ address: host, family: isIP(host) }];
  else {
    try {
      addresses = await lookup(host, { all: true, verbatim: true });
    } catch {
      throw new LinkRefused(linkMessages.unknownHost(host));
    }
  }
  const allowed = (address: string) =>
    isPublicAddress(address) || (!!options.allowLoopbackForTests && isLoopbackAddress(address));
  // One private address is enough to refuse: a name may resolve differently for the next connection.
  if (addresses.length === 0 || !addresses.every((a) => allowed(a.address))) {
    throw new LinkRefused(linkMessages.privateHost);
  }
  return { address: addresses[0].address, family: addresses[0].family === 6 ? 6 : 4 };
}

/** One request to the checked address (never a fresh DNS answer); resolves with the status and Location. */
function send(url: URL, method: 'HEAD' | 'GET', target: Target, signal: AbortSignal) {
  const pinned: LookupFunction = (_hostname, options, callback) => {
    if (options.all) callback(null, [target]);
    else callback(null, target.address, target.family);
  };
  return new Promise<{ status: number; location: string | null }>((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : http;
    const request = client.request(
      url,
      { method, signal, lookup: pinned, agent: false, headers: { 'user-agent': USER_AGENT, accept: 'text/html,*/*' } },
      (response) => {
        resolve({ status: response.statusCode ?? 0, location: response.headers.location ?? null });
        // The body is not needed: the status says whether the ad is there.
        response.destroy();
      },
    );
    request.on('error', reject);
    request.end();
  });
}

function withTimeout<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/**
 * The job_per_link check of the original ad's URL: http(s) only, no credentials, a host that resolves to public
 * addresses only, connected to at the very address checked (no second DNS answer can point elsewhere). HEAD
 * first, GET where HEAD fails or is refused; at most 3 redirects, each checked like the first URL; within 5
 * seconds in all; the final status must be below 400. Messages are German.
 */
export async function checkJobLink(url: string, options: CheckJobLinkOptions = {}): Promise<JobLinkCheck> {
  const signal = AbortSignal.timeout(options.timeoutMs ?? TIMEOUT_MS);
  const fail = (message: string): JobLinkCheck => ({ ok: false, message });
  let current: URL;
  try {
    current = new URL(url.trim());
  } catch {
    return fail(linkMessages.invalid);
  }
  try {
    for (let redirects = 0; ; redirects++) {
      const target = await withTimeout(checkedTarget(current, options), signal);
      let answer = await send(current, 'HEAD', target, signal).catch(() => null);
      if (!answer || answer.status >= 400) answer = await send(current, 'GET', target, signal);
      if (answer.status >= 300 && answer.status < 400 && answer.location) {
        if (redirects === MAX_REDIRECTS) return fail(linkMessages.tooManyRedirects);
        current = new URL(answer.location, current);
        continue;
      }
      if (answer.status >= 400 || answer.status < 200) {
        return fail(linkMessages.status(answer.status));
      }
      return { ok: true, finalUrl: current.href };
    }
  } catch (error) {
    if (error instanceof LinkRefused) return fail(error.message);
    if (signal.aborted) return fail(linkMessages.timeout);
    return fail(linkMessages.unreachable);
  }
}
