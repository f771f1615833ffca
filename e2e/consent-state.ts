import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { REGIONS } from '../regions/registry';
import { CONSENT_STATE_FILE } from './consent-state-file';
import { siteUrl } from './helpers';

/**
 * Writes the browser state every test's page starts from (playwright.config.ts `storageState`): a visitor who has
 * already refused analytics on every site of this run's port, so the cookie banner covers nothing other tests look
 * at and nothing loads. e2e/cookie-consent.spec.ts starts from an empty state instead.
 */
export async function writeRefusedConsentState(): Promise<void> {
  const at = new Date().toISOString();
  const origins = REGIONS.map((region) => ({
    origin: new URL(siteUrl(region.id)).origin,
    localStorage: [
      {
        name: 'cookie-consent',
        value: JSON.stringify({
          id: `e2e-refused-${region.id}`.padEnd(16, '0'),
          cmp: region.CMP_ID,
          version: region.TRACKING.consentVersion,
          at,
          statistics: false,
          marketing: false,
        }),
      },
    ],
  }));
  await mkdir(path.dirname(CONSENT_STATE_FILE), { recursive: true });
  await writeFile(CONSENT_STATE_FILE, JSON.stringify({ cookies: [], origins }));
}
