/** A salary band of JobPostingContext.salaryBands: yearly gross in euros, open at one end where null. */
export type SalaryBand = { key: string; min?: number | null; max?: number | null };

/** A band in German: "30.000 – 40.000 €", "bis 30.000 €", "ab 80.000 €". */
export function salaryBandLabel(band: SalaryBand, words: { from: string; upTo: string }): string {
  const amount = (value: number) => value.toLocaleString('de-DE');
  if (band.min == null) return `${words.upTo} ${amount(band.max ?? 0)} €`;
  if (band.max == null) return `${words.from} ${amount(band.min)} €`;
  return `${amount(band.min)} – ${amount(band.max)} €`;
}
