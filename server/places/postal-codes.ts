import { STATES } from './areas';
import { POSTAL_CODES_DE_TSV } from './postal-codes-de.data';

export type PostalCode = { zip: string; name: string; state: string; lat: number; lon: number };

let codes: Map<string, PostalCode> | null = null;

/** The German postal codes, parsed once per process on first use (8,000 lines, a few milliseconds). */
function postalCodes(): Map<string, PostalCode> {
  codes ??= new Map(
    POSTAL_CODES_DE_TSV.split('\n').map((line) => {
      const [zip, name, state, lat, lon] = line.split('\t');
      return [zip, { zip, name, state: STATES[state] ?? '', lat: Number(lat), lon: Number(lon) }];
    }),
  );
  return codes;
}

/** The label a postal code is shown and typed with: "90402 Nürnberg". */
export const postalCodeLabel = (code: PostalCode) => `${code.zip} ${code.name}`;

/** One five-digit postal code, or null when it does not exist. */
export function postalCode(zip: string): PostalCode | null {
  return postalCodes().get(zip) ?? null;
}

/** Whether any postal code starts with these digits (a postal area such as "90"). */
export function postalAreaExists(prefix: string): boolean {
  for (const zip of postalCodes().keys()) if (zip.startsWith(prefix)) return true;
  return false;
}

/** Postal codes starting with the typed digits, in order: the place autocomplete's suggestions for digits. */
export function postalCodesStartingWith(prefix: string, limit: number): PostalCode[] {
  const found: PostalCode[] = [];
  for (const code of postalCodes().values()) {
    if (found.length >= limit) break;
    if (code.zip.startsWith(prefix)) found.push(code);
  }
  return found;
}

/** The postal code whose point is nearest: the code of a job address that names none. */
export function nearestPostalCode(point: { lat: number; lon: number }): PostalCode {
  let best: PostalCode | null = null;
  let bestDistance = Infinity;
  const scale = Math.cos((point.lat * Math.PI) / 180);
  for (const code of postalCodes().values()) {
    const distance = (code.lat - point.lat) ** 2 + ((code.lon - point.lon) * scale) ** 2;
    if (distance < bestDistance) [best, bestDistance] = [code, distance];
  }
  return best!;
}
