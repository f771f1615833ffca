import { createHmac, timingSafeEqual } from 'node:crypto';
import { getAuthSecret } from '../auth/auth-secret';

/**
 * The contact form's time trap (docs/security.md): the page puts the moment it rendered the form into a
 * hidden field, signed with the server's secret, so neither a bot nor a client clock can fake it. A form
 * sent back sooner than a person can fill it in is refused with a German message (what was typed is kept),
 * and so is one without a valid token or one rendered too long ago.
 */
export const CONTACT_FORM_MIN_FILL_MS = 3_000;
export const CONTACT_FORM_MAX_AGE_MS = 24 * 60 * 60 * 1000;

export type FormTokenCheck = 'ok' | 'tooFast' | 'expired' | 'invalid';

function signature(regionId: string, renderedAt: number, secret: string): Buffer {
  return createHmac('sha256', secret).update(`contact-form:${regionId}:${renderedAt}`).digest();
}

/** The hidden field's value for a form rendered now on `regionId`. */
export function issueFormToken(regionId: string, now = Date.now(), secret = getAuthSecret()): string {
  return `${now}.${signature(regionId, now, secret).toString('base64url')}`;
}

/** Whether a posted token was issued by us for this site, long enough ago and not too long ago. */
export function checkFormToken(
  token: string | undefined,
  regionId: string,
  now = Date.now(),
  secret = getAuthSecret(),
): FormTokenCheck {
  const match = /^(\d{13})\.([A-Za-z0-9_-]{43})$/.exec(token ?? '');
  if (!match) return 'invalid';
  const renderedAt = Number(match[1]);
  const given = Buffer.from(match[2], 'base64url');
  const expected = signature(regionId, renderedAt, secret);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
  const age = now - renderedAt;
  if (age < CONTACT_FORM_MIN_FILL_MS) return 'tooFast';
  if (age > CONTACT_FORM_MAX_AGE_MS) return 'expired';
  return 'ok';
}
