'use client';

import { createContext, useContext, useEffect, useRef } from 'react';

/**
 * A check a step runs before the wizard leaves it (docs/product-decisions.md, "Leaving a wizard step"): it
 * may finish what is under way (a place typed but not picked, an upload) and answers false to keep the user
 * on the step, where it shows why.
 */
export type LeaveGuard = () => boolean | Promise<boolean>;

/** The wizard frame's guards of the current step; steps add theirs with useLeaveGuard. */
export const LeaveGuards = createContext<Set<LeaveGuard> | null>(null);

/** Registers a guard for as long as the component is shown; the newest closure runs. */
export function useLeaveGuard(guard: LeaveGuard): void {
  const guards = useContext(LeaveGuards);
  const latest = useRef(guard);
  useEffect(() => {
    latest.current = guard;
  });
  useEffect(() => {
    if (!guards) return;
    const run: LeaveGuard = () => latest.current();
    guards.add(run);
    return () => {
      guards.delete(run);
    };
  }, [guards]);
}

/** Runs every guard (each shows its own message) and says whether all let the user go. */
export async function mayLeave(guards: Iterable<LeaveGuard>): Promise<boolean> {
  const answers = await Promise.all([...guards].map((guard) => guard()));
  return answers.every(Boolean);
}
