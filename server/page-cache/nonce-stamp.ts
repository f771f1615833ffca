/**
 * A cached page gets a fresh script nonce on every answer (docs/architecture.md, "Page cache"): the nonce it was
 * rendered with is replaced wherever it stands, in the body (packed-body.ts splices it in) and in the
 * Content-Security-Policy. That nonce was new for that render and never reached a visitor unreplaced, so nothing
 * in the stored page can know it except the scripts Next rendered with it.
 */

/** Where `nonce` stands in `body`. */
export function nonceOffsets(body: Buffer, nonce: string): number[] {
  const needle = Buffer.from(nonce, 'latin1');
  const offsets: number[] = [];
  for (let at = body.indexOf(needle); at !== -1; at = body.indexOf(needle, at + needle.length)) offsets.push(at);
  return offsets;
}

/** The nonce a page's Content-Security-Policy allows scripts with, or null. */
export function policyNonce(policy: string | undefined): string | null {
  return /'nonce-([A-Za-z0-9+/=]+)'/.exec(policy ?? '')?.[1] ?? null;
}

/** The policy with `fresh` in place of its nonce. */
export function stampPolicy(policy: string, old: string, fresh: string): string {
  return policy.split(`'nonce-${old}'`).join(`'nonce-${fresh}'`);
}
