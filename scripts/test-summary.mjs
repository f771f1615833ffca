// Adds up every runner's results into the one closing line CI reads: "N passed, N failed".
// Above it: every step of scripts/test.sh with its duration, the runners' counts and the suite's total time;
// failed tests are named just above the summary, with the start of their message: CI shows only the tail of a run.
// Usage: node scripts/test-summary.mjs [results folder, default test-results]; SUITE_SECONDS is the total.
import { existsSync, readdirSync, readFileSync } from 'node:fs';

const dir = process.argv[2] ?? 'test-results';
let passed = 0;
let failed = 0;
const lines = [];
const failures = [];

/** "42 s" or "3 min 5 s". */
const duration = (seconds) => (seconds >= 60 ? `${Math.floor(seconds / 60)} min ${seconds % 60} s` : `${seconds} s`);

/** A step's record, "pass 123" or "fail 123" (result and seconds); anything else did not finish. */
function stepResult(name) {
  const path = `${dir}/step-${name}`;
  const match = existsSync(path) ? /^(pass|fail)(?: (\d+))?$/.exec(readFileSync(path, 'utf8').trim()) : null;
  return {
    ok: match?.[1] === 'pass',
    seconds: match?.[2] === undefined ? null : Number(match[2]),
    recorded: match !== null,
  };
}

// The steps test.sh planned (test-results/steps), then any other step that left a record.
const planned = existsSync(`${dir}/steps`) ? readFileSync(`${dir}/steps`, 'utf8').split('\n').filter(Boolean) : [];
const recorded = readdirSync(dir)
  .filter((file) => file.startsWith('step-'))
  .map((file) => file.slice(5))
  .sort();
const steps = [...planned, ...recorded.filter((name) => !planned.includes(name))];
const width = Math.max(0, ...steps.map((name) => name.length));
for (const name of steps) {
  const { ok, seconds, recorded: finished } = stepResult(name);
  const took = !finished ? 'no result' : seconds === null ? '' : duration(seconds);
  lines.push(`  ${ok ? '✓' : '✗'} ${name.padEnd(width)}  ${took}`.trimEnd());
  if (ok) passed++;
  else failed++;
}

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
  if (file.startsWith('vitest-') && file.endsWith('.json')) {
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
  } else if (/^e2e(-[a-z]+)?\.json$/.test(file)) {
    const report = JSON.parse(readFileSync(path, 'utf8'));
    const { stats } = report;
    lines.push(
      `    ${file.replace(/\.json$/, '')}: ${stats.expected} passed, ${stats.unexpected + stats.flaky} failed`,
    );
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
for (const step of ['e2e', 'e2e-postgres', 'e2e-cluster']) {
  if (!existsSync(`${dir}/${step}.json`) && existsSync(`${dir}/step-${step}`)) lines.push(`    ${step}: no report`);
}
const failureBlock = failures.length > 0 ? ['', 'Failed:', ...failures] : [];
const seconds = Number(process.env.SUITE_SECONDS);
if (Number.isFinite(seconds) && seconds > 0) lines.push(`  total ${duration(seconds)}`);
console.log([...failureBlock, '', 'Summary:', ...lines].join('\n'));
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
