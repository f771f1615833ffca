// Adds up every runner's results into the one closing line CI reads: "N passed, N failed".
// Failed tests are named just above it, with the start of their message: CI shows only the tail of a run.
import { existsSync, readdirSync, readFileSync } from 'node:fs';

const dir = 'test-results';
let passed = 0;
let failed = 0;
const lines = [];
const failures = [];

const firstLines = (text) =>
  String(text ?? '')
    .split('\n')
    .slice(0, 6)
    .join('\n        ');

/** Playwright nests suites by file and describe block; specs hold the tests and their results. */
function playwrightFailures(suite, path = []) {
  const title = suite.title ? [...path, suite.title] : path;
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) {
      if (test.status === 'expected' || test.status === 'skipped') continue;
      const error = test.results?.find((r) => r.error)?.error?.message;
      failures.push(`  ✗ e2e ${[...title, spec.title].join(' › ')}\n        ${firstLines(error)}`);
    }
  }
  for (const child of suite.suites ?? []) playwrightFailures(child, title);
}

for (const file of readdirSync(dir)) {
  const path = `${dir}/${file}`;
  if (file.startsWith('step-')) {
    const ok = readFileSync(path, 'utf8').trim() === 'pass';
    lines.push(`  ${ok ? '✓' : '✗'} ${file.slice(5)}`);
    if (ok) passed++;
    else failed++;
  } else if (file.startsWith('vitest-') && file.endsWith('.json')) {
    const r = JSON.parse(readFileSync(path, 'utf8'));
    lines.push(`    ${file}: ${r.numPassedTests} passed, ${r.numFailedTests} failed`);
    passed += r.numPassedTests;
    failed += r.numFailedTests;
    for (const testFile of r.testResults ?? []) {
      const failedTests = (testFile.assertionResults ?? []).filter((a) => a.status === 'failed');
      for (const a of failedTests) {
        failures.push(
          `  ✗ ${file} ${testFile.name.replace(`${process.cwd()}/`, '')} › ${a.fullName}\n        ${firstLines(a.failureMessages?.[0])}`,
        );
      }
      // A file that fails before its tests run (import error, hook) has no failed test to name: it counts
      // as one failure itself, so the closing line never undercounts suites that did not run.
      if (testFile.status === 'failed' && failedTests.length === 0) {
        failed++;
        failures.push(
          `  ✗ ${file} ${testFile.name.replace(`${process.cwd()}/`, '')} (did not run)\n        ${firstLines(testFile.message)}`,
        );
      }
    }
  } else if (file === 'e2e.json') {
    const report = JSON.parse(readFileSync(path, 'utf8'));
    const { stats } = report;
    lines.push(`    e2e: ${stats.expected} passed, ${stats.unexpected + stats.flaky} failed`);
    passed += stats.expected;
    failed += stats.unexpected + stats.flaky;
    for (const suite of report.suites ?? []) playwrightFailures(suite);
    // Errors outside any test (a spec that does not load, a failed global setup) count as failures too.
    for (const error of report.errors ?? []) {
      failed++;
      failures.push(`  ✗ e2e (not a test) ${firstLines(error.message)}`);
    }
  }
}
if (!existsSync(`${dir}/e2e.json`) && existsSync(`${dir}/step-e2e`)) lines.push('    e2e: no report');
const failureBlock = failures.length > 0 ? ['', 'Failed:', ...failures] : [];
const seconds = Number(process.env.SUITE_SECONDS);
if (Number.isFinite(seconds) && seconds > 0) lines.push(`  took ${Math.floor(seconds / 60)} min ${seconds % 60} s`);
console.log([...failureBlock, '', 'Summary:', ...lines].join('\n'));
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
