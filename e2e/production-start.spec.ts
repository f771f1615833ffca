import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from './fixtures';
import { PORT } from './helpers';

/**
 * A production start as an operator makes it: the same build, no SMTP_URL, no demo setting. Before the fix
 * its /user/dev-mailbox listed every sign-in link the site sent (an administrator session for anyone).
 */
const OWN_PORT = PORT + 7;

test('without a mail server a production start warns loudly and shows no mailbox', async ({ request }) => {
  test.setTimeout(180_000);
  const dir = await mkdtemp(path.join(tmpdir(), 'jobboard-prod-start-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PGLITE_DIR: path.join(dir, 'pglite'),
    UPLOADS_DIR: path.join(dir, 'uploads'),
    MAILBOX_DIR: path.join(dir, 'mailbox'),
  };
  for (const name of ['SMTP_URL', 'DEMO_MAILBOX', 'SITE_ORIGIN_PATTERN']) delete env[name];
  const server = spawn('node_modules/.bin/next', ['start', '-p', String(OWN_PORT)], {
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  try {
    await expect
      .poll(
        async () =>
          (await request.get(`http://127.0.0.1:${OWN_PORT}/api/messages/de`).catch(() => null))?.status() ?? 0,
        { timeout: 120_000 },
      )
      .toBe(200);
    expect(output).toContain('SMTP_URL is not set');
    const mailbox = await request.get(`http://127.0.0.1:${OWN_PORT}/user/dev-mailbox`, {
      headers: { Host: `franken.localhost:${OWN_PORT}` },
    });
    expect(mailbox.status()).toBe(404);
    expect(await mailbox.text()).not.toContain('Demo-Postfach');
  } finally {
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
    await rm(dir, { recursive: true, force: true });
  }
});
