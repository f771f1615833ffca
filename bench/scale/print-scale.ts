/**
 * The last step of `npm run bench:scale` (bench/scale.sh): prints the run's figures from bench/results/scale.json
 * as two Markdown tables and exits 1 when a measurement had answers that were not 2xx, errors, or a change that
 * never showed.
 */
import { readResults } from './results-file';
import { failures, loadTable, visibilityTable } from './scale-report';

const results = readResults();
console.log('\nLoad through nginx (one site, one URL repeated):\n');
console.log(loadTable(results.load));
console.log('\nSeconds until a change published on one instance shows on the other:\n');
console.log(visibilityTable(results.visibility));
const failed = failures(results);
if (failed.length > 0) {
  console.log(`\nFAILED:\n${failed.map((line) => `- ${line}`).join('\n')}`);
  process.exitCode = 1;
}
