/**
 * Migration, kept only until every branch that still changes `regions/sites/<id>.ts` is merged: turns each TS site
 * file into the data file the registry reads at start (`regions/sites/<id>.yaml`, regions/load-sites.ts), with its
 * doc comment and the comments above its settings, adds new sites to the order file `_sites.yaml`, checks that
 * every data file reads back to exactly the TS file's settings, and deletes the TS files.
 *
 *   npx tsx scripts/regions-to-data.ts          # convert and delete the TS files
 *   npx tsx scripts/regions-to-data.ts --keep   # convert, keep the TS files
 *
 * After merging a branch that changed `regions/sites/*.ts`: keep its TS files (in a modify/delete conflict
 * `git add regions/sites/<id>.ts`), take this branch's `regions/registry.ts`, run this script, `git add -A
 * regions/sites`, then `npx tsx scripts/regions-readme.ts` (the README's "Set by" columns) and
 * `npx tsx scripts/check-sites.ts`. A TS file wins over the data file of the same id. Site order: the order file's, then the
 * order of a `SITE_FILES` list still in regions/registry.ts, then new ids alphabetically (docs/architecture.md).
 */
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import { format, resolveConfig } from 'prettier';
import { Document, isMap, isScalar, isSeq, parseDocument, visit, type Node } from 'yaml';
import { ORDER_FILE, SITE_FILE_EXTENSION } from '../regions/load-sites';
import { regionOverrides, type RegionOverrides } from '../regions/schema';
import { siteFileComments, type SettingComment } from './regions-to-data/ts-comments';

const ROOT = join(import.meta.dirname, '..');
const SITES_DIR = join(ROOT, 'regions', 'sites');
const REGISTRY = join(ROOT, 'regions', 'registry.ts');

/** YAML comment text: the library writes `#` before each line, so a leading space makes `# text`. */
const asYamlComment = (text: string) =>
  text
    .split('\n')
    .map((line) => (line ? ` ${line}` : ''))
    .join('\n');

/** Puts a comment above the setting at `path` (a map key or a list item). */
function attachComment(doc: Document, { path, text }: SettingComment): void {
  if (path.length === 0) {
    doc.commentBefore = asYamlComment(text);
    return;
  }
  const parent = path.length === 1 ? doc.contents : doc.getIn(path.slice(0, -1), true);
  const last = path[path.length - 1];
  if (isMap(parent)) {
    const pair = parent.items.find((p) => isScalar(p.key) && p.key.value === last);
    if (pair && isScalar(pair.key)) pair.key.commentBefore = asYamlComment(text);
  } else if (isSeq(parent) && typeof last === 'number') {
    const item = parent.items[last] as Node | undefined;
    if (item) item.commentBefore = asYamlComment(text);
  }
}

/** Lists of plain values and the quick-pick places each on one line, as the TS files wrote them. */
function compactFlows(doc: Document): void {
  visit(doc, {
    Seq(_key, node) {
      if (node.items.every((item) => isScalar(item))) node.flow = true;
    },
    Map(_key, node, path) {
      const parent = path[path.length - 1];
      if (isSeq(parent) && node.items.every((p) => isScalar(p.value))) node.flow = true;
    },
  });
}

/** Written as the repository's formatter writes YAML, so `prettier --check` passes on the data files. */
async function formatted(doc: Document, path: string): Promise<string> {
  const options = await resolveConfig(path);
  return format(doc.toString({ lineWidth: 0 }), { ...options, filepath: path });
}

export async function toYaml(overrides: RegionOverrides, comments: SettingComment[], path: string): Promise<string> {
  const doc = new Document(overrides);
  compactFlows(doc);
  for (const comment of comments) attachComment(doc, comment);
  return formatted(doc, path);
}

/** The ids of the `SITE_FILES` list in the TS registry, in its order; none once the registry reads data files. */
function registryOrder(): string[] {
  const source = existsSync(REGISTRY) ? readFileSync(REGISTRY, 'utf8') : '';
  const list = /const SITE_FILES[^{]*\{([^}]*)\}/.exec(source)?.[1] ?? '';
  return [...list.matchAll(/^\s*'?([a-z][a-z0-9-]*)'?\s*[,:]/gm)].map((m) => m[1]);
}

function orderFileIds(): string[] {
  const path = join(SITES_DIR, ORDER_FILE);
  if (!existsSync(path)) return [];
  return (parseDocument(readFileSync(path, 'utf8')).toJS() as { sites?: string[] }).sites ?? [];
}

async function writeOrder(ids: string[]): Promise<void> {
  const known = [...orderFileIds(), ...registryOrder()].filter((id) => ids.includes(id));
  const order = [...new Set([...known, ...[...ids].sort()])];
  const doc = new Document({ sites: order });
  doc.commentBefore = asYamlComment(
    [
      'The sites that run, in this order: the localhost directory lists them so (franken first).',
      `Each id has its file <id>${SITE_FILE_EXTENSION} beside this one; a site file not listed here stops the start.`,
    ].join('\n'),
  );
  const path = join(SITES_DIR, ORDER_FILE);
  writeFileSync(path, await formatted(doc, path));
}

async function convert(fileName: string): Promise<string> {
  const id = fileName.slice(0, -'.ts'.length);
  const path = join(SITES_DIR, fileName);
  const overrides = ((await import(pathToFileURL(path).href)) as { default: RegionOverrides }).default;
  const target = join(SITES_DIR, `${id}${SITE_FILE_EXTENSION}`);
  const yaml = await toYaml(overrides, siteFileComments(fileName, readFileSync(path, 'utf8')), target);
  const parsed = regionOverrides.safeParse(parseDocument(yaml).toJS());
  // JSON drops keys set to undefined, as the data file does.
  if (!parsed.success || !isDeepStrictEqual(parsed.data, JSON.parse(JSON.stringify(overrides)))) {
    throw new Error(`${fileName}: the data file does not read back to the same settings`);
  }
  writeFileSync(target, yaml);
  return id;
}

async function main(): Promise<void> {
  const keep = process.argv.includes('--keep');
  const tsFiles = readdirSync(SITES_DIR).filter((name) => name.endsWith('.ts'));
  const converted = [];
  for (const fileName of tsFiles.sort()) converted.push(await convert(fileName));
  const ids = readdirSync(SITES_DIR)
    .filter((name) => name.endsWith(SITE_FILE_EXTENSION) && name !== ORDER_FILE)
    .map((name) => name.slice(0, -SITE_FILE_EXTENSION.length));
  await writeOrder(ids);
  if (!keep) for (const fileName of tsFiles) rmSync(join(SITES_DIR, fileName));
  console.log(`${converted.length} TS site files converted${keep ? '' : ' and deleted'}; ${ids.length} sites listed.`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
