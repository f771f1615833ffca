import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);

/** End-to-end tests against the production build, in Debian's Chromium (never a downloaded browser). */
export default defineConfig({
  testDir: './e2e',
  // The two-instance tests need the cluster of their own config (playwright.cluster.config.ts).
  testIgnore: ['cluster/**'],
  // One SMTP server for every worker: the web server's mails land there (e2e/mail-catcher.ts).
  globalSetup: './e2e/global-setup.ts',
  timeout: 60_000,
  retries: 0,
  workers: 2,
  // Playwright empties its outputDir on start, so it gets a folder of its own beside the reports.
  outputDir: 'test-results/e2e-artifacts',
  // scripts/test.sh names another report for the run on PostgreSQL.
  reporter: [['list'], ['json', { outputFile: process.env.E2E_REPORT ?? 'test-results/e2e.json' }]],
  use: {
    baseURL: `http://franken.localhost:${PORT}`,
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: `bash scripts/e2e-server.sh ${PORT}`,
    url: `http://127.0.0.1:${PORT}/api/messages/de`,
    reuseExistingServer: false,
    timeout: 240_000,
    stdout: 'pipe',
  },
});
