/** Where the two-instance tests' cluster listens: beside the other e2e servers (3100…) and `npm run cluster` (4080…). */
const FIRST = Number(process.env.CLUSTER_E2E_PORT ?? 4280);

export const CLUSTER_PORTS = {
  balancer: FIRST,
  a: FIRST + 1,
  b: FIRST + 2,
  s3: FIRST + 3,
  postgres: FIRST + 4,
  smtp: FIRST + 5,
} as const;

/**
 * The cluster's logs and process ids (scripts/cluster.sh --run-dir), kept with the test results; its database
 * and bucket are a throw-away folder of the script's (under /tmp, where the postgres user reaches them).
 */
export const CLUSTER_RUN_DIR = 'test-results/cluster';
