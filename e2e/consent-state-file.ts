import { fileURLToPath } from 'node:url';

/**
 * Where the global setup keeps the browser state the pages start from (e2e/consent-state.ts). A module of its own,
 * without the site helpers: the Playwright configs import it before they set the run's ports.
 */
export const CONSENT_STATE_FILE = fileURLToPath(new URL('../test-results/e2e-consent-state.json', import.meta.url));
