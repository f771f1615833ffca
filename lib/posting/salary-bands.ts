/**
 * §3 salaryRange: predefined bands of the yearly gross pay in euros, for employers who name a band rather
 * than their own range. The key is what is stored; min or max is null at the open ends.
 */
export const SALARY_BANDS = [
  { key: 'bis-30000', min: null, max: 30000 },
  { key: '30000-40000', min: 30000, max: 40000 },
  { key: '40000-50000', min: 40000, max: 50000 },
  { key: '50000-60000', min: 50000, max: 60000 },
  { key: '60000-80000', min: 60000, max: 80000 },
  { key: 'ab-80000', min: 80000, max: null },
] as const;

export type SalaryBand = (typeof SALARY_BANDS)[number];

/** A band in German: "30.000 – 40.000 €", "bis 30.000 €", "ab 80.000 €". */
export function salaryBandLabel(band: SalaryBand, words: { from: string; upTo: string }): string {
  const amount = (value: number) => value.toLocaleString('de-DE');
  if (band.min === null) return `${words.upTo} ${amount(band.max)} €`;
  if (band.max === null) return `${words.from} ${amount(band.min)} €`;
  return `${amount(band.min)} – ${amount(band.max)} €`;
}
