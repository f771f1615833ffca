import { foldPlaceName } from './fold-place-name';

/** GeoNames admin1 codes of the German federal states. */
export const STATES: Readonly<Record<string, string>> = {
  '01': 'Baden-Württemberg',
  '02': 'Bayern',
  '03': 'Bremen',
  '04': 'Hamburg',
  '05': 'Hessen',
  '06': 'Niedersachsen',
  '07': 'Nordrhein-Westfalen',
  '08': 'Rheinland-Pfalz',
  '09': 'Saarland',
  '10': 'Schleswig-Holstein',
  '11': 'Brandenburg',
  '12': 'Mecklenburg-Vorpommern',
  '13': 'Sachsen',
  '14': 'Sachsen-Anhalt',
  '15': 'Thüringen',
  '16': 'Berlin',
};

/**
 * City states are searched as cities (a radius around Berlin reaches Potsdam, which people expect); their
 * names find the city in the gazetteer, not the state.
 */
const CITY_STATES = new Set(['Berlin', 'Hamburg', 'Bremen']);

/** Countries a job's address may name (ISO 3166 codes as jobs store them), by their German names. */
export const COUNTRIES: ReadonlyArray<{ code: string; name: string; aliases: readonly string[] }> = [
  { code: 'DE', name: 'Deutschland', aliases: ['bundesrepublik deutschland', 'brd', 'germany'] },
  { code: 'AT', name: 'Österreich', aliases: ['oesterreich', 'austria'] },
];

export type Area = { kind: 'state'; name: string } | { kind: 'country'; name: string; code: string };

const AREAS: ReadonlyArray<{ area: Area; names: string[] }> = [
  ...Object.values(STATES)
    .filter((name) => !CITY_STATES.has(name))
    .map((name) => ({ area: { kind: 'state' as const, name }, names: [foldPlaceName(name)] })),
  ...COUNTRIES.map(({ code, name, aliases }) => ({
    area: { kind: 'country' as const, name, code },
    names: [foldPlaceName(name), ...aliases],
  })),
];

/** The state or country a typed text names exactly (case, umlauts, hyphens aside); null for anything else. */
export function areaNamed(text: string): Area | null {
  const folded = foldPlaceName(text);
  return AREAS.find((a) => a.names.includes(folded))?.area ?? null;
}

/** States and countries whose name starts with the typed text: the place autocomplete lists them first. */
export function areasStartingWith(text: string): Area[] {
  const folded = foldPlaceName(text);
  if (!folded) return [];
  return AREAS.filter((a) => a.names.some((n) => n.startsWith(folded))).map((a) => a.area);
}

/** Every area name, folded, with the area: what a misspelt area is measured against. */
export function areaNames(): ReadonlyArray<{ folded: string; area: Area }> {
  return AREAS.flatMap(({ area, names }) => names.map((folded) => ({ folded, area })));
}
