import { spawn } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from './fixtures';
import { parseDocument } from 'yaml';
import { PORT } from './helpers';

/**
 * "A restart applies, no rebuild" (regions/README.md): the same build, started with SITES_DIR pointing at a copy of
 * the site files in which an operator renamed Franken and switched off its footer line, shows both.
 */
const OWN_PORT = PORT + 8;
const NEW_NAME = 'Frankenjobs Neustart';

test('a production start reads the site files of SITES_DIR, without a build', async ({ request }) => {
  test.setTimeout(180_000);
  const dir = await mkdtemp(path.join(tmpdir(), 'jobboard-sites-'));
  const sites = path.join(dir, 'sites');
  await cp('regions/sites', sites, { recursive: true });
  const franken = path.join(sites, 'franken.yaml');
  const doc = parseDocument(await readFile(franken, 'utf8'));
  doc.set('SITENAME', NEW_NAME);
  doc.setIn(['FEATURES', 'POWERED_BY_FOOTER'], false);
  await writeFile(franken, doc.toString());
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    SITES_DIR: sites,
    PGLITE_DIR: path.join(dir, 'pglite'),
    UPLOADS_DIR: path.join(dir, 'uploads'),
  };
  const server = spawn('bash', ['scripts/start-server.sh', '-p', String(OWN_PORT)], {
    env,
    detached: true,
    stdio: 'ignore',
  });
  const get = (pathname: string, host = `franken.localhost:${OWN_PORT}`) =>
    request.get(`http://127.0.0.1:${OWN_PORT}${pathname}`, { headers: { Host: host } });
  try {
    await expect
      .poll(async () => (await get('/api/messages/de').catch(() => null))?.status() ?? 0, { timeout: 120_000 })
      .toBe(200);
    const page = await (await get('/')).text();
    expect(page).toContain(`<title>${NEW_NAME}</title>`);
    expect(page).not.toContain('Ein Regionalportal der');
    // The other sites keep their files' settings.
    expect(await (await get('/', `chiemgau.localhost:${OWN_PORT}`)).text()).toContain('Ein Regionalportal der');
    const picture = await get('/og-image.png');
    expect([picture.status(), picture.headers()['content-type']]).toEqual([200, 'image/png']);
  } finally {
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
    await rm(dir, { recursive: true, force: true });
  }
});
