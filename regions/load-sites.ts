import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { isAbsolute, join, relative, resolve } from 'node:path';
import { parseDocument } from 'yaml';
import { z } from 'zod';
import { assertUniqueHosts, buildRegion, configError, RegionConfigError, type Region } from './build-region';
import type { Env } from './env';
import { regionOverrides, type RegionOverrides } from './schema';

/** Where the site files are unless SITES_DIR names another folder (a mounted config, a test's copy). */
export const DEFAULT_SITES_DIR = 'regions/sites';

/** The order file: which sites run, in the order the localhost directory lists them. */
export const ORDER_FILE = '_sites.yaml';

export const SITE_FILE_EXTENSION = '.yaml';

/** One site as read from its file: the overrides for the README's table, the merged config for the app. */
export type SiteFile = { id: string; file: string; overrides: RegionOverrides; region: Region };

const orderFile = z.strictObject({
  sites: z
    .array(z.string().regex(/^[a-z][a-z0-9-]*$/, 'must be a site id like franken or rems-murr'))
    .min(1)
    .refine((ids) => new Set(ids).size === ids.length, 'lists a site twice'),
});

/** The folder of the site files: SITES_DIR (relative to the working directory, as `next start` runs) or the default. */
export function sitesDir(env: Env = process.env): string {
  // The folder is the operator's, read at run time: the build has nothing to trace there.
  return resolve(/* turbopackIgnore: true */ process.cwd(), env.SITES_DIR || DEFAULT_SITES_DIR);
}

/** A path as error messages show it: relative to the working directory where it lies below it. */
function shown(path: string): string {
  const rel = relative(process.cwd(), path);
  return rel && !rel.startsWith('..') && !isAbsolute(rel) ? rel : path;
}

/** Parses one YAML file; a syntax error or a duplicate key names the file and the line. */
function readYaml(path: string): unknown {
  if (!existsSync(path)) throw new RegionConfigError(shown(path), '(root)', 'file not found');
  const doc = parseDocument(readFileSync(path, 'utf8'), { prettyErrors: true, uniqueKeys: true });
  const [error] = doc.errors;
  if (error) throw new RegionConfigError(shown(path), '(root)', `not valid YAML: ${error.message.split('\n')[0]}`);
  return doc.toJS();
}

/** Reads the order file, refusing a site file it does not list (an operator's new file would silently not run). */
function readOrder(dir: string): string[] {
  const path = join(dir, ORDER_FILE);
  const parsed = orderFile.safeParse(readYaml(path));
  if (!parsed.success) throw configError(shown(path), parsed.error);
  const listed = new Set(parsed.data.sites);
  for (const name of readdirSync(dir).sort()) {
    const id = name.slice(0, -SITE_FILE_EXTENSION.length);
    if (name.endsWith(SITE_FILE_EXTENSION) && name !== ORDER_FILE && !listed.has(id)) {
      throw new RegionConfigError(shown(join(dir, name)), '(root)', `the site ${id} is not listed in ${ORDER_FILE}`);
    }
  }
  return parsed.data.sites;
}

/**
 * Reads and validates every site file of `dir` synchronously, in the order file's order. Throws a
 * RegionConfigError naming the file and the field at the first problem, so a broken file stops the start.
 */
export function loadSites(dir: string): SiteFile[] {
  const sites = readOrder(dir).map((id) => {
    const file = shown(join(dir, `${id}${SITE_FILE_EXTENSION}`));
    const parsed = regionOverrides.safeParse(readYaml(join(dir, `${id}${SITE_FILE_EXTENSION}`)));
    if (!parsed.success) throw configError(file, parsed.error);
    return { id, file, overrides: parsed.data, region: buildRegion(file, id, parsed.data) };
  });
  assertUniqueHosts(sites);
  return sites;
}
