import { spawn } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseDocument } from 'yaml';
import type { APIRequestContext, APIResponse, Browser, BrowserContext } from '@playwright/test';
import { featureFlags } from '../regions/schema';
import { DEMO_PASSWORD } from '../server/seed/users';

/**
 * The two servers of e2e/flag-walk.spec.ts: the production build (the existing .next) on its own seeded PGlite, with
 * SITES_DIR pointing at a copy of the site files in which SITE has every flag of regions/schema.ts on, or every flag
 * off. The seed covers these sites only: what it seeds depends on the flags (blog posts, Merklisten, newsletter
 * sign-ups only where they are on), which is the effect the walk looks at.
 */
export const SITE = 'stuttgart';
/**
 * The off server's second site: every flag off but RESUME_FEATURE_ACTIVE, so the flags whose pages lie below the
 * resume pages (INCOMPLETE_REDIRECT_TO_WIZARD, RESUME_IMPORT, TOP_CV) show their own "off" there.
 */
export const INNER_SITE = 'schwarzwald';
/** What TOP_CV needs to be valid where it is on (regions/build-region.ts). */
export const TOP_CV_URL = 'https://topcv.example/lebenslauf-check';
export const ROLES = ['anonymous', 'applicant', 'employer'] as const;
export type Role = (typeof ROLES)[number];
const accounts = (site: string): Record<Exclude<Role, 'anonymous'>, string> => ({
  applicant: `bewerber@${site}.demo.example`,
  employer: `arbeitgeber@${site}.demo.example`,
});

/** Playwright's request.newContext, for one HTTP client of the site. */
export type NewClient = (options: {
  baseURL: string;
  extraHTTPHeaders: Record<string, string>;
}) => Promise<APIRequestContext>;

export type FlagServer = {
  on: boolean;
  port: number;
  /** The site's origin as a browser reaches it. */
  origin: string;
  /** One HTTP client per visitor, each with its own cookies: a signed-in one never lends its session to another. */
  as: Record<Role, APIRequestContext>;
  /** The same for INNER_SITE (the off server only). */
  inner: Record<Role, APIRequestContext> | null;
  stop: () => Promise<void>;
};

/** A site's file with every flag set to `on` but those in `except` (and the partner address TOP_CV may name). */
async function switchEveryFlag(sites: string, site: string, on: boolean, except: string[] = []): Promise<void> {
  const file = path.join(sites, `${site}.yaml`);
  const doc = parseDocument(await readFile(file, 'utf8'));
  for (const flag of Object.keys(featureFlags.shape)) doc.setIn(['FEATURES', flag], except.includes(flag) ? !on : on);
  doc.set('TOP_CV_URL', TOP_CV_URL);
  await writeFile(file, doc.toString());
}

/** Runs a command to its end; its output is kept for the error when it fails. */
function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} failed (${code}):\n${output}`)),
    );
  });
}

/** The environment scripts/e2e-server.sh gives the seeded server, for this copy and port. */
function serverEnv(dir: string, port: number): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    SITES_DIR: path.join(dir, 'sites'),
    PGLITE_DIR: path.join(dir, 'pglite'),
    UPLOADS_DIR: path.join(dir, 'uploads'),
    // No test here sends mail; were one sent, it lands in the spec run's mail catcher (e2e/global-setup.ts).
    SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 1}`,
    SITE_ORIGIN_PATTERN: `http://{id}.localhost:${port}`,
    JOB_LINK_CHECK: 'off',
  };
  // Its own embedded database, also when the suite runs on PostgreSQL.
  delete env.DATABASE_URL;
  delete env.PGLITE_TEMPLATE;
  return env;
}

async function signIn(client: APIRequestContext, email: string): Promise<void> {
  const { csrfToken } = (await (await client.get('/api/auth/csrf')).json()) as { csrfToken: string };
  await client.post('/api/auth/callback/password', {
    form: { email, password: DEMO_PASSWORD, csrfToken, json: 'true' },
  });
  const { cookies } = await client.storageState();
  if (!cookies.some((c) => c.name === 'next-auth.session-token')) throw new Error(`${email} could not sign in`);
}

async function waitUntilUp(client: APIRequestContext): Promise<void> {
  const deadline = Date.now() + 120_000;
  for (;;) {
    const response: APIResponse | null = await client.get('/api/messages/de').catch(() => null);
    if (response?.status() === 200) return;
    if (Date.now() > deadline) throw new Error('the flag-walk server did not start');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** Seeds a copy of the site files with every flag `on` or off and starts the production build on `port`. */
export async function startFlagServer(newClient: NewClient, on: boolean, port: number): Promise<FlagServer> {
  const dir = await mkdtemp(path.join(tmpdir(), `jobboard-flags-${on ? 'on' : 'off'}-`));
  const clients = async (site: string): Promise<Record<Role, APIRequestContext>> => {
    const client = () =>
      newClient({ baseURL: `http://127.0.0.1:${port}`, extraHTTPHeaders: { Host: `${site}.localhost:${port}` } });
    return { anonymous: await client(), applicant: await client(), employer: await client() };
  };
  const as = await clients(SITE);
  const inner = on ? null : await clients(INNER_SITE);
  let pid: number | undefined;
  const stop = async () => {
    await Promise.all([...Object.values(as), ...Object.values(inner ?? {})].map((c) => c.dispose()));
    if (pid) process.kill(-pid, 'SIGTERM');
    await rm(dir, { recursive: true, force: true });
  };
  try {
    await cp('regions/sites', path.join(dir, 'sites'), { recursive: true });
    await switchEveryFlag(path.join(dir, 'sites'), SITE, on);
    if (inner) await switchEveryFlag(path.join(dir, 'sites'), INNER_SITE, false, ['RESUME_FEATURE_ACTIVE']);
    const env = serverEnv(dir, port);
    const today = new Date().toISOString().slice(0, 10);
    const seeded = inner ? `${SITE},${INNER_SITE}` : SITE;
    await run('npx', ['tsx', 'server/seed/run.ts', '--stichtag', today, '--regionen', seeded], env);
    pid = spawn('bash', ['scripts/start-server.sh', '-p', String(port)], { env, detached: true, stdio: 'ignore' }).pid;
    await waitUntilUp(as.anonymous);
    for (const [site, signedIn] of [[SITE, as] as const, ...(inner ? [[INNER_SITE, inner] as const] : [])]) {
      await signIn(signedIn.applicant, accounts(site).applicant);
      await signIn(signedIn.employer, accounts(site).employer);
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { on, port, origin: `http://${SITE}.localhost:${port}`, as, inner, stop };
}

/** A browser context of the server with the session `role` signed in with over HTTP (none for anonymous). */
export async function browserAs(browser: Browser, server: FlagServer, role: Role): Promise<BrowserContext> {
  const context = await browser.newContext();
  const { cookies } = await server.as[role].storageState();
  const session = cookies.filter((c) => c.name === 'next-auth.session-token');
  await context.addCookies(session.map(({ name, value }) => ({ name, value, url: server.origin })));
  return context;
}
