import { createHmac, timingSafeEqual } from 'node:crypto';
import { getAuthSecret } from '../auth/auth-secret';
import { DRAFT_MAX_AGE_MS } from '../storage/purge-drafts';

/** Drafts are deleted after a day (purgeDrafts); the cookie need not outlive them. */
const DRAFT_COOKIE_MAX_AGE_SECONDS = DRAFT_MAX_AGE_MS / 1000;

/**
 * A draft holds personal data (name, address, files), and its id travels in the URL (?entwurf=…). Only the
 * browser that made it may see or reuse it: it gets a cookie with an HMAC of the draft id, one per job so
 * drafts for two jobs in two tabs do not displace each other. No database column needed.
 */
export function draftCookieName(jobId: string): string {
  return `bewerbung-${jobId.toLowerCase()}`;
}

function proofOf(draftId: string, secret: string): Buffer {
  return createHmac('sha256', secret).update(`application-draft:${draftId.toLowerCase()}`).digest();
}

/** The cookie value that binds `draftId` to the browser that receives it. */
export function draftProof(draftId: string, secret: string = getAuthSecret()): string {
  return proofOf(draftId, secret).toString('base64url');
}

/** Whether `proof` (the cookie the browser sent, if any) was issued for `draftId`. */
export function isDraftProof(
  draftId: string,
  proof: string | null | undefined,
  secret: string = getAuthSecret(),
): boolean {
  if (!proof) return false;
  const expected = proofOf(draftId, secret);
  const given = Buffer.from(proof, 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The Set-Cookie header for a new draft: HttpOnly, SameSite=Lax, Secure on HTTPS, sent to the whole site. */
export function draftCookieHeader(jobId: string, draftId: string, options: { secure: boolean }): string {
  const parts = [
    `${draftCookieName(jobId)}=${draftProof(draftId)}`,
    'Path=/',
    `Max-Age=${DRAFT_COOKIE_MAX_AGE_SECONDS}`,
    'HttpOnly',
    'SameSite=Lax',
  ];
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}

/** The draft cookie of `jobId` from a Cookie request header. */
export function readDraftCookie(cookieHeader: string | null, jobId: string): string | undefined {
  const name = draftCookieName(jobId);
  for (const pair of (cookieHeader ?? '').split(';')) {
    const eq = pair.indexOf('=');
    if (eq > 0 && pair.slice(0, eq).trim() === name) return pair.slice(eq + 1).trim();
  }
  return undefined;
}
