// The closing summary of `npm test` (scripts/test-summary.mjs), run as test.sh runs it on a results folder of
// its own: every step with its duration, the total, and "N passed, N failed" as the very last line for CI.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const script = path.resolve(__dirname, 'test-summary.mjs');
const folders: string[] = [];

/** Writes the files into a fresh results folder and runs the summary on it. */
function summarize(files: Record<string, string>, suiteSeconds = '1390') {
  const dir = mkdtempSync(path.join(tmpdir(), 'test-summary-'));
  folders.push(dir);
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
  const run = spawnSync(process.execPath, [script, dir], {
    encoding: 'utf8',
    env: { ...process.env, SUITE_SECONDS: suiteSeconds },
  });
  return { status: run.status, lines: run.stdout.trimEnd().split('\n') };
}

const vitestReport = (passed: number, failed: number) =>
  JSON.stringify({ numPassedTests: passed, numFailedTests: failed, testResults: [] });

afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('test-summary', () => {
  it('lists every step in the planned order with its duration, then the total, and closes with the counts', () => {
    const { status, lines } = summarize({
      steps: 'typecheck\nlint\nunit-and-integration-pglite\n',
      'step-typecheck': 'pass 62\n',
      'step-lint': 'pass 45\n',
      'step-unit-and-integration-pglite': 'pass 754\n',
      'vitest-pglite.json': vitestReport(120, 0),
    });
    expect(status).toBe(0);
    expect(lines.slice(lines.indexOf('Summary:'))).toEqual([
      'Summary:',
      '  ✓ typecheck                    1 min 2 s',
      '  ✓ lint                         45 s',
      '  ✓ unit-and-integration-pglite  12 min 34 s',
      '    vitest-pglite.json: 120 passed, 0 failed',
      '  total 23 min 10 s',
      '123 passed, 0 failed',
    ]);
  });

  it.each([
    ['a failed step', { 'step-typecheck': 'pass 3', 'step-lint': 'fail 17' }, '  ✗ lint       17 s'],
    ['a planned step that left no result', { 'step-typecheck': 'pass 3' }, '  ✗ lint       no result'],
    ['a step whose record is cut off', { 'step-typecheck': 'pass 3', 'step-lint': '' }, '  ✗ lint       no result'],
  ])('counts %s as failed', (_, records, line) => {
    const { status, lines } = summarize({ steps: 'typecheck\nlint\n', ...records });
    expect(status).toBe(1);
    expect(lines).toContain(line);
    expect(lines.at(-1)).toBe('1 passed, 1 failed');
  });

  it('adds failed tests to the count and names them above the summary', () => {
    const report = {
      numPassedTests: 4,
      numFailedTests: 1,
      testResults: [
        {
          name: '/repo/server/jobs/open-jobs.test.ts',
          status: 'failed',
          assertionResults: [
            { status: 'failed', fullName: 'open jobs ends a job', failureMessages: ['expected 1 to be 2'] },
          ],
        },
      ],
    };
    const { status, lines } = summarize({
      steps: 'integration-postgres\n',
      'step-integration-postgres': 'fail 300',
      'vitest-postgres.json': JSON.stringify(report),
    });
    expect(status).toBe(1);
    expect(lines).toContain('  ✗ vitest-postgres.json /repo/server/jobs/open-jobs.test.ts › open jobs ends a job');
    expect(lines).toContain('  ✗ integration-postgres  5 min 0 s');
    expect(lines.at(-1)).toBe('4 passed, 2 failed');
  });

  it('counts both end-to-end reports, on the embedded database and on PostgreSQL, and names a missing one', () => {
    const e2e = (expected: number, unexpected: number) => JSON.stringify({ stats: { expected, unexpected, flaky: 0 } });
    const { status, lines } = summarize({
      steps: 'e2e\ne2e-postgres\n',
      'step-e2e': 'pass 1500',
      'step-e2e-postgres': 'fail 200',
      'e2e.json': e2e(300, 0),
      'e2e-postgres.json': e2e(1, 1),
    });
    expect(status).toBe(1);
    expect(lines).toContain('    e2e: 300 passed, 0 failed');
    expect(lines).toContain('    e2e-postgres: 1 passed, 1 failed');
    expect(lines.at(-1)).toBe('302 passed, 2 failed');
    const missing = summarize({ steps: 'e2e-postgres\n', 'step-e2e-postgres': 'fail 20' });
    expect(missing.lines).toContain('    e2e-postgres: no report');
  });
});
