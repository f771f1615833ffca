/**
 * Occupation matching benchmark (printed figures, not a test): jobs are classified to KldB occupations by
 * their titles, so one title must cost microseconds. Builds the matcher once, then classifies 100,000 job
 * titles made from the KldB's own titles as ads write them (gender endings "*in", ":in", "-in", "(m/w/d)",
 * words about hours and place), and prints the time and how often the title's own occupation is found.
 *   npx tsx bench/occupation-matching.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { kldbOccupations } from '../server/search/occupations/kldb';
import { occupationsOf } from '../server/search/occupations/occupation-matcher';

const COUNT = Number(process.env.BENCH_OCCUPATION_TITLES ?? 100_000);
const ENDINGS = ['', '*in', ':in', 'in', '/-in', '(in)'];
const NOTES = [' (m/w/d)', ' (w/m/d)', '', ' m/w/d', ' (all genders)'];
const EXTRAS = ['', ' in Vollzeit', ' Teilzeit', ' für unser Team in Nürnberg'];

const loadStarted = performance.now();
const occupations = kldbOccupations();
const pairs = occupations.flatMap((o) => o.titles.map((title) => ({ title, code: o.code })));
occupationsOf('Lagerhelfer');
const loadMs = performance.now() - loadStarted;

/** The i-th job title: a KldB title (spread over all of them) in one of the ways ads write it. */
function adTitle(i: number): { text: string; code: string } {
  const { title, code } = pairs[(i * 7919) % pairs.length];
  const ending = ENDINGS[i % ENDINGS.length];
  // "Beamt(er/in)" is written out only one way.
  const written = title.includes('(er/in)') ? title : title.replace(/\/in\b/g, ending);
  return { text: `${written}${NOTES[i % NOTES.length]}${EXTRAS[i % EXTRAS.length]}`, code };
}

const titles = Array.from({ length: COUNT }, (_, i) => adTitle(i));
let matched = 0;
let ownFirst = 0;
let ownAmong = 0;
const started = performance.now();
for (const { text, code } of titles) {
  const codes = occupationsOf(text).map((m) => m.code);
  if (codes.length) matched++;
  if (codes[0] === code) ownFirst++;
  if (codes.includes(code)) ownAmong++;
}
const totalMs = performance.now() - started;
const share = (n: number) => +((100 * n) / COUNT).toFixed(1);
const result = {
  occupations: occupations.length,
  kldbTitles: pairs.length,
  loadMs: +loadMs.toFixed(0),
  titles: COUNT,
  totalMs: +totalMs.toFixed(0),
  microsecondsPerTitle: +((1000 * totalMs) / COUNT).toFixed(1),
  matchedPercent: share(matched),
  ownOccupationFirstPercent: share(ownFirst),
  ownOccupationAmongPercent: share(ownAmong),
  measuredAt: new Date().toISOString(),
};
mkdirSync('bench/results', { recursive: true });
writeFileSync('bench/results/occupation-matching.json', `${JSON.stringify(result, null, 2)}\n`);
console.log(
  `Occupation matching: index of ${pairs.length.toLocaleString('de-DE')} KldB titles built in ${result.loadMs} ms; ` +
    `${COUNT.toLocaleString('de-DE')} job titles in ${result.totalMs} ms (${result.microsecondsPerTitle} µs each); ` +
    `${result.matchedPercent} % matched, own occupation first ${result.ownOccupationFirstPercent} %, ` +
    `among the matches ${result.ownOccupationAmongPercent} %`,
);
