import type { ReviewErrors } from './review-validation';
import type { ReviewValues } from './review-values';

/**
 * The review of a proposal between posts: what was typed, the problems found, a message above the form.
 * `version` counts the answers, so the form is drawn afresh with what came back.
 */
export type ReviewState = { version: number; values: ReviewValues; errors: ReviewErrors; general?: string };
