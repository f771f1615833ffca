// Which test files get modules of their own (docs/quality.md "The test suite"): a file that replaces a module would
// hand its stand-in to every later file of a shared process.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { needsOwnModules, ownModuleTestFiles } from './own-modules';

const root = path.resolve(__dirname, '../..');

describe('test files with modules of their own', () => {
  it.each([
    ["vi.mock('next/headers', () => ({}));", true],
    ["vi.doMock('@/server/db/client', () => ({}));", true],
    ['// @module-tag own-modules (reads a setting when its module loads)', true],
    ['/**\n * @module-tag own-modules\n */', true],
    ["vi.spyOn(console, 'warn');", false],
    ['// @module-tag postgres', false],
    ["it('mocks nothing', () => {});", false],
  ])('%s → %s', (source, own) => {
    expect(needsOwnModules(source)).toBe(own);
  });

  it('finds them in every folder, lib/data included', () => {
    const files = ownModuleTestFiles(root);
    expect(files).toContain('lib/data/account-actions.test.ts');
    expect(files).toContain('server/auth/password.test.ts');
    expect(files).not.toContain('server/db/postgres-tests.test.ts');
    expect(files.some((file) => file.startsWith('node_modules/') || file.startsWith('e2e/'))).toBe(false);
  });
});
