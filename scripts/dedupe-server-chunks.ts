/**
 * Turbopack writes the same server chunk again under another name for each group of pages that shares it
 * (eight copies of a 1.9 MB chunk in this build); the server loads every copy it meets, and each copy's source
 * stays in memory. This makes each later copy a one-line module that hands back the first one, so the server
 * holds one (docs/architecture.md "Memory"). Copies are byte-equal but for their source-map comment.
 *   tsx scripts/dedupe-server-chunks.ts [distDir]
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** A chunk's content without the trailing source-map comment, which names the file itself. */
export function chunkBody(text: string): string {
  return text.replace(/\n\/\/# sourceMappingURL=[^\n]*\n?$/, '');
}

/** What a later copy becomes: it answers with the first copy's module, so Node's module cache holds one. */
export function forwardingModule(firstName: string): string {
  return `module.exports = require(${JSON.stringify(`./${firstName}`)});\n`;
}

/** Groups a folder's chunk files by content: each group's first name (in sorted order) and the later copies. */
export function duplicateGroups(files: ReadonlyArray<{ name: string; text: string }>): Array<[string, string[]]> {
  const groups = new Map<string, string[]>();
  for (const file of [...files].sort((a, b) => (a.name < b.name ? -1 : 1))) {
    const key = createHash('sha256').update(chunkBody(file.text)).digest('hex');
    groups.set(key, [...(groups.get(key) ?? []), file.name]);
  }
  return [...groups.values()].filter((names) => names.length > 1).map(([first, ...copies]) => [first, copies]);
}

/** Dedupes every chunk folder under `<distDir>/server/chunks`; returns the bytes of source no longer loaded twice. */
export function dedupeServerChunks(distDir: string): { copies: number; bytes: number } {
  let copies = 0;
  let bytes = 0;
  const visit = (dir: string) => {
    const entries = readdirSync(dir, { withFileTypes: true });
    for (const entry of entries) if (entry.isDirectory()) visit(path.join(dir, entry.name));
    const files = entries
      .filter((entry) => entry.isFile() && entry.name.endsWith('.js'))
      .map(({ name }) => ({ name, text: readFileSync(path.join(dir, name), 'utf8') }))
      .filter((file) => !file.text.startsWith('module.exports = require('));
    const sizes = new Map(files.map((file) => [file.name, Buffer.byteLength(file.text)]));
    for (const [first, later] of duplicateGroups(files))
      for (const name of later) {
        bytes += sizes.get(name) ?? 0;
        writeFileSync(path.join(dir, name), forwardingModule(first));
        copies++;
      }
  };
  visit(path.join(distDir, 'server', 'chunks'));
  return { copies, bytes };
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  const distDir = process.argv[2] ?? process.env.NEXT_DIST_DIR ?? '.next';
  const { copies, bytes } = dedupeServerChunks(distDir);
  console.log(
    `› server chunks: ${copies} copies now load their first (${(bytes / 1048576).toFixed(1)} MB less source)`,
  );
}
