// Adds up every runner's results into the one closing line CI reads: "N passed, N failed".
import { existsSync, readdirSync, readFileSync } from 'node:fs';

const dir = 'test-results';
let passed = 0;
let failed = 0;
const lines = [];

for (const file of readdirSync(dir)) {
  const path = `${dir}/${file}`;
  if (file.startsWith('step-')) {
    const ok = readFileSync(path, 'utf8').trim() === 'pass';
    lines.push(`  ${ok ? '✓' : '✗'} ${file.slice(5)}`);
    ok ? passed++ : failed++;
  } else if (file.startsWith('vitest-') && file.endsWith('.json')) {
    const r = JSON.parse(readFileSync(path, 'utf8'));
    lines.push(`    ${file}: ${r.numPassedTests} passed, ${r.numFailedTests} failed`);
    passed += r.numPassedTests;
    failed += r.numFailedTests;
  } else if (file === 'e2e.json') {
    const { stats } = JSON.parse(readFileSync(path, 'utf8'));
    lines.push(`    e2e: ${stats.expected} passed, ${stats.unexpected + stats.flaky} failed`);
    passed += stats.expected;
    failed += stats.unexpected + stats.flaky;
  }
}
if (!existsSync(`${dir}/e2e.json`) && existsSync(`${dir}/step-e2e`)) lines.push('    e2e: no report');
console.log(['', 'Summary:', ...lines].join('\n'));
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
