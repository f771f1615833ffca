import { defineConfig } from '@playwright/test';
import base from './playwright.config';
import { CLUSTER_PORTS, CLUSTER_RUN_DIR } from './e2e/cluster/cluster-ports';

// Read by e2e/helpers.ts and e2e/mail-catcher.ts in every process of this run: site URLs lead through the
// balancer, and the mail catcher listens where the cluster's instances and workers mail to.
process.env.E2E_PORT = String(CLUSTER_PORTS.balancer);
process.env.E2E_SMTP_PORT = String(CLUSTER_PORTS.smtp);

/**
 * The two-instance tests (docs/operations.md, "Tested with two instances"): `npm run cluster` with the demo data
 * and two workers — nginx in front of two `next start` instances on PostgreSQL, s3rver and the job queue — started
 * on ports of its own and stopped with SIGTERM, as an operator would.
 */
export default defineConfig({
  ...base,
  testDir: './e2e/cluster',
  testIgnore: [],
  timeout: 180_000,
  workers: 1,
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e-cluster.json' }]],
  use: { ...base.use, baseURL: `http://franken.localhost:${CLUSTER_PORTS.balancer}` },
  webServer: {
    // The run folder keeps the process ids the tests need and the logs; a run starts from an empty one.
    command: `rm -rf ${CLUSTER_RUN_DIR} && exec bash scripts/cluster.sh --seed --workers 2 --run-dir ${CLUSTER_RUN_DIR}`,
    url: `http://127.0.0.1:${CLUSTER_PORTS.balancer}/api/health/ready`,
    reuseExistingServer: false,
    timeout: 600_000,
    stdout: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 90_000 },
    env: {
      CLUSTER_PORT: String(CLUSTER_PORTS.balancer),
      CLUSTER_APP_PORT_A: String(CLUSTER_PORTS.a),
      CLUSTER_APP_PORT_B: String(CLUSTER_PORTS.b),
      CLUSTER_S3_PORT: String(CLUSTER_PORTS.s3),
      CLUSTER_PG_PORT: String(CLUSTER_PORTS.postgres),
      SMTP_URL: `smtp://127.0.0.1:${CLUSTER_PORTS.smtp}`,
      SHUTDOWN_DRAIN_SECONDS: '1',
    },
  },
});
