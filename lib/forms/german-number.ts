/**
 * A number as people in Germany type it into a form field (salary, years, days, radius): a comma is the
 * decimal sign ("12,5"), points group thousands ("1.234", "1.234,5"). A lone point is a decimal point only
 * when exactly three digits do not follow it: "12.5" is twelve and a half, "1.234" is one thousand two
 * hundred thirty-four, as a German reader means it. Spaces (also no-break ones) are ignored, a leading
 * minus is kept. Empty or not a number ("abc", "1,2,3", "1e3"): null.
 */
const GROUPED = /^[-+]?\d{1,3}(\.\d{3})+(,\d*)?$/;
const COMMA_DECIMAL = /^[-+]?\d+(,\d*)?$/;
const POINT_DECIMAL = /^[-+]?\d+\.\d*$/;

export function parseGermanNumber(text: string): number | null {
  const typed = text.replace(/\s/g, '');
  if (GROUPED.test(typed)) return Number(typed.replace(/\./g, '').replace(',', '.'));
  if (COMMA_DECIMAL.test(typed)) return Number(typed.replace(',', '.'));
  if (POINT_DECIMAL.test(typed)) return Number(typed);
  return null;
}
