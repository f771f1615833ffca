import { REGIONS } from '@/regions/registry';
import { assertSiteOriginPattern } from '@/regions/site-origin';
import { mailSetupWarning } from '@/server/mail/mailer';
import type { Env } from '../../regions/env';

/**
 * Settings checked once when a server starts: a broken SITE_ORIGIN_PATTERN stops it (every mailed link would
 * be wrong), and a server without a mail server says so loudly instead of silently keeping mails on disk.
 */
export function checkStartUpSettings(env: Env = process.env): void {
  assertSiteOriginPattern(REGIONS, env);
  const warning = mailSetupWarning(env);
  if (warning) console.warn(warning);
}
