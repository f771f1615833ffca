/**
 * docs/product.md §3 salaryRange: predefined bands of the yearly gross pay in euros, for employers who name a band
 * rather than their own range. The key is stored; min or max is null at the open ends. A job with a band shows and
 * marks up the band as its salary (salary columns set from it), so seekers and search engines see the pay.
 */
export const SALARY_BANDS = [
  { key: 'bis-30000', min: null, max: 30000 },
  { key: '30000-40000', min: 30000, max: 40000 },
  { key: '40000-50000', min: 40000, max: 50000 },
  { key: '50000-60000', min: 50000, max: 60000 },
  { key: '60000-80000', min: 60000, max: 80000 },
  { key: 'ab-80000', min: 80000, max: null },
] as const;

export const SALARY_BAND_KEYS = SALARY_BANDS.map((band) => band.key) as [string, ...string[]];

/** The band's pay as the salary columns hold it. */
export function bandSalary(key: string) {
  const band = SALARY_BANDS.find((b) => b.key === key);
  return band ? { min: band.min, max: band.max, currencyCode: 'EUR', unit: 'year' as const } : null;
}
