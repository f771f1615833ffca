type Period = { start: string | null; end: string | null; current: boolean };

const monthIndex = (iso: string) => Number(iso.slice(0, 4)) * 12 + Number(iso.slice(5, 7)) - 1;

/**
 * Whole years of work experience from the resume's periods ("2019-03" to "2023-07", or until `today`): the
 * months of overlapping jobs count once, so two jobs at a time do not double the experience.
 */
export function experienceYears(periods: Period[], today: Date): number {
  const now = today.getUTCFullYear() * 12 + today.getUTCMonth();
  const months = new Set<number>();
  for (const p of periods) {
    if (!p.start) continue;
    const end = p.current || !p.end ? now : monthIndex(p.end);
    for (let m = monthIndex(p.start); m <= Math.min(end, now); m++) months.add(m);
  }
  return Math.floor(months.size / 12);
}
