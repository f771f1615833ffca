import { globSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The GraphQL contract's files, relative to the repository root: base.graphql (scalars, root types) and the
 * domains' files beside their resolvers. Codegen, yoga and the contract's tests read this one set.
 */
export const CONTRACT_FILES = 'server/schema/**/*.graphql';

/** The contract's files in a fixed order (by path), read from the repo root like the migrations. */
export function contractFiles(root: string = process.cwd()): string[] {
  return globSync(CONTRACT_FILES, { cwd: root })
    .sort()
    .map((file) => path.join(/* turbopackIgnore: true */ root, file));
}

/** The whole contract as one SDL document (the domains' `extend type` blocks merge into the roots). */
export function readContract(root?: string): string {
  return contractFiles(root)
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');
}
