import type { JudgedQuery } from './grading';
import { INTENT_QUERIES } from './queries-intent';
import { NAME_QUERIES } from './queries-names';

/** The judged query set, classes 1–7 in order. */
export const QUERIES: readonly JudgedQuery[] = [...NAME_QUERIES, ...INTENT_QUERIES];
