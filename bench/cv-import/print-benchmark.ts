import { mkdirSync, writeFileSync } from 'node:fs';
import { generateCorpus } from './cv-corpus';
import { runBenchmark } from './run-benchmark';
import { formatGroups, formatScores } from './score';

/**
 * npm run bench:cv-import: parses the generated corpus and prints field-level precision and recall.
 * `--write <dir>` also writes the CVs (PDF and DOCX) and their truth there, to look at them.
 */
const at = process.argv.indexOf('--write');
if (at > 0) {
  const dir = process.argv[at + 1] ?? 'bench/cv-import/corpus';
  mkdirSync(dir, { recursive: true });
  for (const cv of await generateCorpus()) {
    writeFileSync(`${dir}/${cv.id}`, cv.bytes);
    writeFileSync(`${dir}/${cv.id}.truth.json`, JSON.stringify(cv.truth, null, 2));
  }
}
const { scores, byGroup, documents } = await runBenchmark(
  process.argv.includes('--text') ? (id, text) => console.log(`--- ${id}\n${text}`) : undefined,
);
console.log(formatScores(scores, documents));
console.log('');
console.log(formatGroups(byGroup));
