// Which test files get modules of their own (docs/quality.md "The test suite"): the others share one process and
// its imported modules, which saves most of the suite's start-up time. A file replaces a module (`vi.mock`), which
// another file must never see, or carries the file tag `// @module-tag own-modules` with the reason beside it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { listFiles } from '../db/postgres-tests.ts';

/** The tag, as vitest reads it from a test file (its `@module-tag` docblock); vitest.config.ts declares it. */
export const OWN_MODULES_TAG = 'own-modules';

const TAG_LINE = new RegExp(`(//|\\*)\\s*@module-tag\\s+${OWN_MODULES_TAG}\\b`);
const MODULE_MOCK = /\bvi\.(do)?[mM]ock\(/;

/** Whether a test file needs modules of its own. */
export function needsOwnModules(source: string): boolean {
  return MODULE_MOCK.test(source) || TAG_LINE.test(source);
}

/** Every test file that needs modules of its own, relative to `root`. */
export function ownModuleTestFiles(root: string): string[] {
  return listFiles(root, '.', (file) => /\.test\.tsx?$/.test(file)).filter((file) =>
    needsOwnModules(readFileSync(path.join(root, file), 'utf8')),
  );
}
