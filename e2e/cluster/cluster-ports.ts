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

/** The cluster's data, logs and process ids (scripts/cluster.sh --data). */
export const CLUSTER_DIR = 'test-results/cluster';
