import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { LoadRow, ScaleResults, VisibilityRow } from './scale-report';

/** Where the steps of one `npm run bench:scale` collect their figures (bench/results/ is not checked in). */
export const SCALE_RESULTS = path.resolve('bench/results/scale.json');

export function readResults(file = SCALE_RESULTS): ScaleResults {
  if (!existsSync(file)) return { load: [], visibility: [] };
  return JSON.parse(readFileSync(file, 'utf8')) as ScaleResults;
}

/** Adds one step's rows to the run's file; each step runs in its own process, one after the other. */
export function addResults(rows: { load?: LoadRow[]; visibility?: VisibilityRow[] }, file = SCALE_RESULTS): void {
  const results = readResults(file);
  mkdirSync(path.dirname(file), { recursive: true });
  const next = {
    load: [...results.load, ...(rows.load ?? [])],
    visibility: [...results.visibility, ...(rows.visibility ?? [])],
  };
  writeFileSync(file, `${JSON.stringify(next, null, 2)}\n`);
}
