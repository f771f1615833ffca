import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseDocument } from 'yaml';
import { DEFAULT_SITES_DIR } from './load-sites';

/** "A restart applies, no rebuild" (regions/README.md): a fresh registry reads the site files as they are now. */
describe('the registry after a restart', () => {
  let dir: string;
  const edit = (id: string, change: (doc: ReturnType<typeof parseDocument>) => void) => {
    const file = join(dir, `${id}.yaml`);
    const doc = parseDocument(readFileSync(file, 'utf8'));
    change(doc);
    writeFileSync(file, doc.toString());
  };
  // What a restarted process does: import the registry anew, with SITES_DIR pointing at the operator's copy.
  const freshRegistry = async () => {
    vi.resetModules();
    return import('./registry');
  };

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'sites-'));
    cpSync(DEFAULT_SITES_DIR, dir, { recursive: true });
    vi.stubEnv('SITES_DIR', dir);
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
    rmSync(dir, { recursive: true, force: true });
  });

  it('shows a changed SITENAME and a flipped flag, keeping the file’s comments', async () => {
    const before = (await freshRegistry()).getRegion('franken')!;
    expect([before.SITENAME, before.FEATURES.BLOG_FEATURE_ACTIVE]).toEqual(['Jobs in Franken', false]);
    edit('franken', (doc) => {
      doc.set('SITENAME', 'Frankenjobs');
      doc.setIn(['FEATURES', 'BLOG_FEATURE_ACTIVE'], true);
    });
    expect(readFileSync(join(dir, 'franken.yaml'), 'utf8')).toContain('# docs/product.md §1.4: the Merkliste');
    const after = (await freshRegistry()).getRegion('franken')!;
    expect([after.SITENAME, after.FEATURES.BLOG_FEATURE_ACTIVE]).toEqual(['Frankenjobs', true]);
    expect(after.FEATURES.BOOKMARKS_FEATURE_ACTIVE).toBe(true);
  });

  it('stops with the file and the field of a broken setting', async () => {
    edit('saarland', (doc) => doc.setIn(['GEO_INFO', 'fixtures', 0, 'lat'], 123));
    await expect(freshRegistry()).rejects.toThrow(
      `Invalid region config in ${join(dir, 'saarland.yaml')}, field GEO_INFO.fixtures.0.lat: Too big: expected number to be <=90`,
    );
  });

  it('runs the sites of _sites.yaml in its order', async () => {
    writeFileSync(join(dir, '_sites.yaml'), 'sites: [chiemgau, franken]\n');
    for (const name of readdirSync(dir)) {
      if (!['_sites.yaml', 'chiemgau.yaml', 'franken.yaml'].includes(name)) rmSync(join(dir, name));
    }
    expect((await freshRegistry()).REGIONS.map((r) => r.id)).toEqual(['chiemgau', 'franken']);
  });
});
