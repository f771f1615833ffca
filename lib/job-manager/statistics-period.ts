/** The periods a job's statistics page offers, in days; 30 unless the address asks for another. */
export const STATISTICS_PERIODS = [7, 30, 90] as const;

const GERMAN_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Berlin',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The last `days` days up to today in Germany ('YYYY-MM-DD'), from the address's ?tage=. */
export function statisticsPeriod(asked: string, now: Date): { days: number; from: string; to: string } {
  const days = STATISTICS_PERIODS.find((d) => String(d) === asked) ?? 30;
  const to = GERMAN_DAY.format(now);
  const from = new Date(Date.parse(`${to}T12:00:00Z`) - (days - 1) * 86_400_000).toISOString().slice(0, 10);
  return { days, from, to };
}
