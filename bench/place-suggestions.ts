/**
 * Place suggestions benchmark (printed figures, not a test): the listing's place field asks for suggestions
 * 250 ms after each keystroke, so one lookup over the gazetteer must stay far below that. Measures p50/p95
 * of what people type letter by letter, near a site's centre, after the gazetteer is loaded once.
 *   npx tsx bench/place-suggestions.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { gazetteer, searchPlaces } from '../server/places/gazetteer';

const ROSENHEIM = { lat: 47.8571, lon: 12.1181 };
/** Every prefix of these names, as typed: short prefixes match the most places and cost the most. */
const TYPED = ['Wasserburg', 'Nürnberg', 'Augsburg', 'Bad Aibling', 'Neustadt', 'Muenchen', 'Traunstein'].flatMap(
  (name) => Array.from({ length: name.length }, (_, i) => name.slice(0, i + 1)),
);
const ROUNDS = Number(process.env.BENCH_PLACE_ROUNDS ?? 20);

const loadStarted = performance.now();
const places = gazetteer().length;
const loadMs = performance.now() - loadStarted;
const latencies: number[] = [];
for (let round = 0; round < ROUNDS; round++) {
  for (const typed of TYPED) {
    const started = performance.now();
    searchPlaces(typed, { near: ROSENHEIM });
    latencies.push(performance.now() - started);
  }
}
latencies.sort((a, b) => a - b);
const at = (p: number) =>
  +latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))].toFixed(3);
const result = {
  places,
  loadMs: +loadMs.toFixed(1),
  lookups: latencies.length,
  p50: at(50),
  p95: at(95),
  measuredAt: new Date().toISOString(),
};
mkdirSync('bench/results', { recursive: true });
writeFileSync('bench/results/place-suggestions.json', `${JSON.stringify(result, null, 2)}\n`);
console.log(
  `\nPlace suggestions over ${places.toLocaleString('de-DE')} places (loaded once in ${result.loadMs} ms), ${result.lookups} lookups: p50 ${result.p50} ms, p95 ${result.p95} ms`,
);
