type WorkEntry = { jobTitle: string; period: { start?: string | null; end?: string | null; current?: boolean | null } };

/**
 * The desired position the job-preferences step proposes when none is saved: the current job's title (the latest
 * started, if several), else the most recently ended one — after a CV import that is the CV's own headline job
 * (docs/product-decisions.md "The wizard takes the desired position from the CV"). Null without work entries.
 */
export function suggestedDesiredTitle(work: ReadonlyArray<WorkEntry>): string | null {
  const latestFirst = (key: (w: WorkEntry) => string) => (a: WorkEntry, b: WorkEntry) => key(b).localeCompare(key(a));
  const titled = work.filter((w) => w.jobTitle.trim());
  const current = titled.filter((w) => w.period.current).sort(latestFirst((w) => w.period.start ?? ''));
  const pick = current[0] ?? [...titled].sort(latestFirst((w) => w.period.end ?? w.period.start ?? ''))[0];
  return pick?.jobTitle.trim() ?? null;
}
