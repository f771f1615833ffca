import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { Client } from 'pg';
import { siteHttp } from '../../bench/scale/site-http';
import { CLUSTER_PORTS, CLUSTER_RUN_DIR } from './cluster-ports';

export const DATABASE_URL = `postgres://jobboard@127.0.0.1:${CLUSTER_PORTS.postgres}/jobboard`;

/** A page of a site on one instance, past the balancer. */
export function instanceUrl(instance: 'a' | 'b', regionId: string, pathname: string): string {
  return `http://${regionId}.localhost:${CLUSTER_PORTS[instance]}${pathname}`;
}

/** Rows from the cluster's database, for what a test must find out or check there. */
export async function query<Row extends object>(text: string, values: unknown[] = []): Promise<Row[]> {
  const client = new Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    return (await client.query<Row>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** `npm run queue:run -- <task>` against the cluster's database: its message. */
export async function runTaskNow(task: string): Promise<string> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', 'server/queue/run-task-cli.ts', task],
    { env: { ...process.env, DATABASE_URL } },
  );
  return stdout.trim();
}

/** Ends an instance at once, as a crash or an out-of-memory kill would: SIGKILL to its process group. */
export async function killInstance(name: 'app-a' | 'app-b'): Promise<void> {
  const pid = Number(await readFile(path.join(CLUSTER_RUN_DIR, 'pids', name), 'utf8'));
  process.kill(-pid, 'SIGKILL');
}

export type SentForm = { status: number; body: string };

/**
 * Sends a form as multipart to the balancer from a loopback address of its own (`from`, e.g. 127.0.0.23): each
 * sender counts as another client, as the applicants of a busy evening would. A connection that breaks is
 * status 0.
 */
export async function postForm(regionId: string, pathname: string, form: FormData, from: string): Promise<SentForm> {
  const encoded = new Request('http://localhost/', { method: 'POST', body: form });
  const body = Buffer.from(await encoded.arrayBuffer());
  const host = `${regionId}.localhost:${CLUSTER_PORTS.balancer}`;
  const headers = { Accept: 'application/json', 'Content-Type': encoded.headers.get('content-type')! };
  return siteHttp(CLUSTER_PORTS.balancer, host, pathname, { method: 'POST', headers, body, localAddress: from }).then(
    (answer) => ({ status: answer.status, body: answer.text }),
    (error: unknown) => ({ status: 0, body: String(error) }),
  );
}
