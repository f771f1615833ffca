import type { ViesAnswer, ViesChecker } from './vat-types';

/** The EU Commission's REST endpoint of VIES. */
export const VIES_DEFAULT_URL = 'https://ec.europa.eu/taxation_customs/vies/rest-api/check-vat-number';
const TIMEOUT_MS = 8000;

type ViesJson = { valid?: unknown; name?: unknown; address?: unknown; userError?: unknown };

/** VIES writes "---" where a member state does not disclose the name or address. */
const disclosed = (value: unknown) =>
  typeof value === 'string' && value.trim() && value.trim() !== '---' ? value.trim() : null;

/** One VIES request: a JSON POST; anything but a clear valid/invalid answer is 'unavailable'. */
export async function askVies(url: string, countryCode: string, number: string): Promise<ViesAnswer> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ countryCode, vatNumber: number }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!response.ok) return 'unavailable';
    const body = (await response.json()) as ViesJson;
    if (typeof body.valid !== 'boolean') return 'unavailable';
    // A member state that is down answers valid: false with a userError such as MS_UNAVAILABLE.
    if (!body.valid && typeof body.userError === 'string' && body.userError !== 'INVALID') return 'unavailable';
    return { valid: body.valid, name: disclosed(body.name), address: disclosed(body.address) };
  } catch {
    return 'unavailable';
  }
}

/**
 * The checker this installation uses. VIES_CHECK=off (installations without outbound internet) accepts every
 * number that passed the format and check-digit test; VIES_URL points at another endpoint (a test server).
 */
export function viesCheckerFromEnv(env: Record<string, string | undefined> = process.env): ViesChecker {
  const setting = env.VIES_CHECK?.trim().toLowerCase() || 'on';
  if (setting === 'off') return async () => ({ valid: true, name: null, address: null });
  if (setting !== 'on') throw new Error(`VIES_CHECK must be "on" or "off", not "${env.VIES_CHECK}".`);
  const url = env.VIES_URL?.trim() || VIES_DEFAULT_URL;
  return (countryCode, number) => askVies(url, countryCode, number);
}
