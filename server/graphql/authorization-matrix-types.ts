/**
 * The vocabulary of the authorization matrix: callers, targets, outcomes and the cells built from them. A leaf:
 * it imports nothing of the matrix, so every area file (authorization-matrix-*.ts) imports only this one and
 * authorization-matrix.ts joins the areas, with no file importing one that imports it back.
 */

import { userRole } from '../db/schema/users';

/** Every docs/product.md §6 role (a new role needs its row), and the two kinds of refused token. */
export const CALLERS = [...userRole.enumValues, 'forged_token', 'expired_token'] as const;
export type Caller = (typeof CALLERS)[number];

/** own: the caller's organization or e-mail address; another: someone else's; nonexistent: no such target. */
export const TARGETS = ['own', 'another', 'nonexistent'] as const;
export type Target = (typeof TARGETS)[number];

export type Outcome = 'data' | 'FORBIDDEN' | 'UNAUTHENTICATED' | 'NOT_FOUND';

export type ByTarget = Record<Target, Outcome>;
export type Cell = Outcome | ByTarget;

export const all = (outcome: Outcome): ByTarget => ({ own: outcome, another: outcome, nonexistent: outcome });
/** The docs/product.md §6 target rule for the caller's own target, someone else's, and one that does not exist. */
export const ownOnly: ByTarget = { own: 'data', another: 'FORBIDDEN', nonexistent: 'NOT_FOUND' };
export const anyTarget: ByTarget = { own: 'data', another: 'data', nonexistent: 'NOT_FOUND' };
