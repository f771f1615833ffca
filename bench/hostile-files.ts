/**
 * Hostile uploads against the production server (run through bench/hostile-files.sh, `npm run
 * bench:hostile-files`): the generated corpus (server/documents/hostile-documents-testing.ts) is uploaded
 * through uploadFile and read through proposeResumeFromCv (CV import) and saveJobPosting (a job_per_file ad),
 * concurrently, while another client requests the front page one request after the other. Prints that
 * client's p50/p95 alone and under attack, each upload's outcome, and the server's RSS before, at peak and after.
 */
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { and, eq, isNotNull } from 'drizzle-orm';
import { encode } from 'next-auth/jwt';
import { closeDb, getDb } from '../server/db/client';
import { userRoles } from '../server/db/schema';
import { DOCUMENT_READING_LIMITS } from '../server/documents/document-pool';
import { HOSTILE_DOCUMENTS } from '../server/documents/hostile-documents-testing';
import { generateCorpus } from './cv-import/cv-corpus';

const REGION = 'rosenheim';
type Callers = { userId: string; organizationId: string };
const { values: args } = parseArgs({
  options: {
    prepare: { type: 'string' },
    port: { type: 'string' },
    pid: { type: 'string' },
    callers: { type: 'string' },
  },
});

/** Before the server starts (PGlite allows one process): the demo recruiter and their employer. */
async function prepare(file: string) {
  const db = await getDb();
  const [role] = await db
    .select({ userId: userRoles.userId, organizationId: userRoles.targetId })
    .from(userRoles)
    .where(and(eq(userRoles.role, 'recruiter'), eq(userRoles.regionId, REGION), isNotNull(userRoles.targetId)))
    .limit(1);
  if (!role) throw new Error('no demo recruiter seeded');
  writeFileSync(file, JSON.stringify(role));
  await closeDb();
}

const port = Number(args.port ?? 3150);
type Answer = { status: number; body: string; ms: number };

function request(path: string, init: { method?: string; headers?: Record<string, string>; body?: Buffer } = {}) {
  const started = performance.now();
  return new Promise<Answer>((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: init.method ?? 'GET',
        headers: { host: `${REGION}.localhost:${port}`, ...init.headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks).toString(),
            ms: performance.now() - started,
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(init.body);
  });
}

type GraphQLAnswer = {
  data?: { saveJobPosting?: { errors: Array<{ message: string }> } } | null;
  errors?: Array<{ message: string }>;
};

let token = '';
const apiHeaders = () => ({ 'x-frontend': `${REGION};de`, authorization: `Bearer ${token}` });

async function graphql(query: string, variables: Record<string, unknown>) {
  const body = Buffer.from(JSON.stringify({ query, variables }));
  const answer = await request('/graphql', {
    method: 'POST',
    headers: { ...apiHeaders(), 'content-type': 'application/json' },
    body,
  });
  return {
    ...answer,
    json: JSON.parse(answer.body) as GraphQLAnswer,
  };
}

async function upload(name: string, bytes: Uint8Array, type: string): Promise<string> {
  const form = new FormData();
  const query = 'mutation($file: File!) { uploadFile(file: $file) { id } }';
  form.set('operations', JSON.stringify({ query, variables: { file: null } }));
  form.set('map', JSON.stringify({ 0: ['variables.file'] }));
  form.set('0', new File([bytes as BlobPart], name, { type }));
  const encoded = new Response(form);
  const body = Buffer.from(await encoded.arrayBuffer());
  const answer = await request('/graphql', {
    method: 'POST',
    headers: { ...apiHeaders(), 'content-type': encoded.headers.get('content-type')! },
    body,
  });
  const id = (JSON.parse(answer.body) as { data?: { uploadFile?: { id: string } } }).data?.uploadFile?.id;
  if (!id) throw new Error(`upload of ${name} refused: ${answer.body.slice(0, 200)}`);
  return id;
}

const PROPOSE = 'mutation($f: ID!) { proposeResumeFromCv(fileId: $f) { skills { free } } }';
const SAVE_AD = 'mutation($input: JobPostingInput!) { saveJobPosting(input: $input) { errors { field message } } }';

/** One hostile file through one path: what the user was told, and how long it took. */
async function attack(callers: Callers, name: string, kind: 'pdf' | 'docx', bytes: Uint8Array, path: 'cv' | 'ad') {
  const type =
    kind === 'pdf' ? 'application/pdf' : 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
  const started = performance.now();
  const fileId = await upload(name, bytes, type);
  const answer =
    path === 'cv'
      ? await graphql(PROPOSE, { f: fileId })
      : await graphql(SAVE_AD, {
          input: { type: 'job_per_file', title: `Bench ${name}`, fileId, organizationId: callers.organizationId },
        });
  const told =
    answer.json.errors?.[0]?.message ??
    answer.json.data?.saveJobPosting?.errors?.[0]?.message ??
    (answer.json.data ? 'gelesen' : answer.body.slice(0, 80));
  return { name, path, status: answer.status, ms: Math.round(performance.now() - started), told };
}

/** RSS of the server and every process below it, in MB. */
function rssMb(pid: number): number {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const ppid = Number(readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1].split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // The process ended meanwhile.
    }
  }
  let kb = 0;
  const visit = (p: number) => {
    try {
      kb += Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${p}/status`, 'utf8'))?.[1] ?? 0);
    } catch {
      return;
    }
    for (const child of children.get(p) ?? []) visit(child);
  };
  visit(pid);
  return Math.round(kb / 1024);
}

/** Threads of the server process (a reader thread shows as one more). */
const threads = (pid: number) => Number(/Threads:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0);
};
const latencies = (ms: number[]) =>
  `${ms.length} requests, p50 ${percentile(ms, 50)} ms, p95 ${percentile(ms, 95)} ms, max ${Math.round(Math.max(...ms))} ms`;

/** Requests the front page one after the other until `until` resolves; the latencies in ms. */
async function pageClient(until: Promise<unknown>): Promise<number[]> {
  let done = false;
  void until.finally(() => (done = true));
  const ms: number[] = [];
  while (!done) {
    const answer = await request('/');
    if (answer.status !== 200) throw new Error(`front page answered ${answer.status}`);
    ms.push(answer.ms);
  }
  return ms;
}

async function run() {
  const pid = Number(args.pid);
  const callers = JSON.parse(readFileSync(args.callers!, 'utf8')) as Callers;
  token = await encode({ token: { sub: callers.userId }, secret: process.env.NEXTAUTH_SECRET! });
  for (let i = 0; ; i++) {
    const up = await request('/').catch(() => null);
    if (up?.status === 200) break;
    if (i > 240) throw new Error('the server did not start');
    await sleep(500);
  }
  // Warm-up: pages, and honest files through every path the attack takes (upload, CV import of a PDF and a
  // DOCX, PDF ad), so the server has loaded that code and started a reader thread once before RSS is read.
  for (let i = 0; i < 20; i++) await request('/');
  const honest = (await generateCorpus()).slice(0, 2);
  for (const round of [1, 2]) {
    for (const cv of honest) {
      const name = `lebenslauf-${round}.${cv.format}`;
      console.log(`warm-up ${name}:`, (await attack(callers, name, cv.format, cv.bytes, 'cv')).told);
      if (cv.format === 'pdf') console.log(`warm-up ad:`, (await attack(callers, name, 'pdf', cv.bytes, 'ad')).told);
    }
  }
  await sleep(DOCUMENT_READING_LIMITS.idleMs + 10_000);
  const rssBefore = rssMb(pid);
  const threadsBefore = threads(pid);
  const alone = await pageClient(sleep(5_000));

  const corpus = Object.entries(HOSTILE_DOCUMENTS).map(([name, make]) => ({ name, ...make() }));
  let peak = rssBefore;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 200);
  const attacks = (async () => {
    const results = [];
    for (let round = 0; round < 2; round++) {
      const runs = corpus.flatMap(({ name, kind, bytes }) => [
        attack(callers, name, kind, bytes, 'cv'),
        ...(kind === 'pdf' ? [attack(callers, name, kind, bytes, 'ad')] : []),
      ]);
      results.push(...(await Promise.all(runs)));
    }
    return results;
  })();
  const underAttack = await pageClient(attacks);
  clearInterval(sampler);
  const results = await attacks;
  await sleep(DOCUMENT_READING_LIMITS.idleMs + 25_000);
  const rssAfter = rssMb(pid);
  const threadsAfter = threads(pid);

  console.log('\nHostile uploads (2 rounds, each round all at once):');
  for (const r of results)
    console.log(`  ${r.name.padEnd(26)} ${r.path}  ${r.status}  ${String(r.ms).padStart(6)} ms  ${r.told}`);
  console.log(
    `\nLoad average of the machine: ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')} (${os.cpus().length} cores)`,
  );
  console.log(`Front page alone:        ${latencies(alone)}`);
  console.log(`Front page under attack: ${latencies(underAttack)}`);
  console.log(
    `Server RSS: before ${rssBefore} MB, peak ${peak} MB, after ${rssAfter} MB (${rssAfter - rssBefore >= 0 ? '+' : ''}${rssAfter - rssBefore} MB)`,
  );
  console.log(`Server threads: before ${threadsBefore}, after ${threadsAfter} (the reader thread ends when idle)`);
  const ok = percentile(underAttack, 95) < 500 && rssAfter - rssBefore <= 100;
  console.log(
    ok ? 'PASS: p95 under 500 ms, RSS back within 100 MB' : 'FAIL: p95 ≥ 500 ms or RSS not back within 100 MB',
  );
  if (!ok) process.exitCode = 1;
}

if (args.prepare) await prepare(args.prepare);
else await run();
