import { berlinDay } from '@/lib/contract';

/** The periods a job's statistics page offers, in days; 30 unless the address asks for another. */
export const STATISTICS_PERIODS = [7, 30, 90] as const;

/** The last `days` days up to today in Germany ('YYYY-MM-DD'), from the address's ?tage=. */
export function statisticsPeriod(asked: string, now: Date): { days: number; from: string; to: string } {
  const days = STATISTICS_PERIODS.find((d) => String(d) === asked) ?? 30;
  const to = berlinDay(now);
  const from = new Date(Date.parse(`${to}T12:00:00Z`) - (days - 1) * 86_400_000).toISOString().slice(0, 10);
  return { days, from, to };
}
