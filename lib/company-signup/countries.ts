import { SIGNUP_COUNTRIES } from '@/server/organizations/company-signup-input';

/** The sign-up's countries with their German names, Germany first, the rest alphabetically. */
export function signupCountries(): Array<{ code: string; name: string }> {
  const names = new Intl.DisplayNames(['de'], { type: 'region' });
  const [first, ...rest] = SIGNUP_COUNTRIES.map((code) => ({ code, name: names.of(code) ?? code }));
  return [first, ...rest.sort((a, b) => a.name.localeCompare(b.name, 'de'))];
}
