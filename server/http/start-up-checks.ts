import { REGIONS } from '@/regions/registry';
import { assertSiteOriginPattern } from '@/regions/site-origin';
import { viesCheckerFromEnv } from '@/server/commerce/vat/vies-checker';
import { jobLinkCheckerFromEnv } from '@/server/links/job-link-checker';
import { mailSetupWarning } from '@/server/mail/mailer';
import { backgroundWorkRole } from '@/server/queue/queue-settings';
import { storageSettingsFromEnv } from '@/server/storage/storage-settings';
import { analyticsSecrets } from '@/server/analytics/analytics-secrets';
import { trackingEndpoints } from '@/regions/tracking-endpoints';
import type { Env } from '../../regions/env';

/**
 * Settings checked once when a server starts: a broken SITE_ORIGIN_PATTERN stops it (every mailed link would
 * be wrong), so does a JOB_LINK_CHECK or VIES_CHECK that is neither on nor off (a typo must not fail every
 * posting or checkout later), so do file storage settings it could not use (every upload would fail) and a
 * BACKGROUND_WORK no process could honour (nobody would send the mails), and a server without a mail server says
 * so loudly instead of silently keeping mails on disk.
 */
export function checkStartUpSettings(env: Env = process.env): void {
  assertSiteOriginPattern(REGIONS, env);
  jobLinkCheckerFromEnv(env);
  viesCheckerFromEnv(env);
  storageSettingsFromEnv(env);
  backgroundWorkRole(env);
  // Analytics addresses and keys: a typo must not send visitors' events elsewhere, or none at all.
  trackingEndpoints(env);
  analyticsSecrets(env);
  const warning = mailSetupWarning(env);
  if (warning) console.warn(warning);
}
