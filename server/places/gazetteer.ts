import { foldPlaceName } from './fold-place-name';
import { STATES } from './areas';
import { PLACES_DE_TSV } from './places-de.data';

export type GazetteerPlace = { name: string; state: string; lat: number; lon: number; folded: string; words: string[] };
export type PlaceMatch = { label: string; name: string; state: string; lat: number; lon: number };

let places: GazetteerPlace[] | null = null;

/** The places, parsed once per process on first use. */
export function gazetteer(): GazetteerPlace[] {
  places ??= PLACES_DE_TSV.split('\n').map((line) => {
    const [name, code, lat, lon] = line.split('\t');
    const folded = foldPlaceName(name);
    return { name, state: STATES[code] ?? '', lat: Number(lat), lon: Number(lon), folded, words: folded.split(' ') };
  });
  return places;
}

export function distanceKm(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lon - a.lon) * rad) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

/** How well a place matches: the whole name (0), the start of the name (1), the start of a later word (2). */
function matchRank(place: GazetteerPlace, query: string, wordStarts: boolean): number | null {
  if (place.folded === query) return 0;
  if (place.folded.startsWith(query)) return 1;
  if (wordStarts && place.words.some((word, i) => i > 0 && `${place.words.slice(i).join(' ')}`.startsWith(query)))
    return 2;
  return null;
}

/**
 * Place autocomplete over the local gazetteer: matches of the whole name first, then of its start, then
 * of a later word ("Inn" finds "Wasserburg am Inn"); shorter and nearer places first among those; names
 * that exist more than once are told apart by their state.
 */
export function searchPlaces(
  query: string,
  options: { near?: { lat: number; lon: number } | null; limit?: number; wordStarts?: boolean } = {},
): PlaceMatch[] {
  const folded = foldPlaceName(query);
  if (!folded) return [];
  const near = options.near ?? null;
  // Within a kind of match, a name the typed text covers more of comes first ("muench" → München before
  // Münchsmünster), and nearness to the site counts like letters: 10 km weigh as much as one letter.
  const scored: Array<{ place: GazetteerPlace; rank: number; score: number }> = [];
  for (const place of gazetteer()) {
    const rank = matchRank(place, folded, options.wordStarts ?? true);
    if (rank !== null)
      scored.push({ place, rank, score: place.folded.length + (near ? distanceKm(near, place) / 10 : 0) });
  }
  scored.sort((a, b) => a.rank - b.rank || a.score - b.score || a.place.name.localeCompare(b.place.name, 'de'));
  const chosen = scored.slice(0, options.limit ?? 10);
  const counts = new Map<string, number>();
  for (const { place } of chosen) counts.set(place.name, (counts.get(place.name) ?? 0) + 1);
  return chosen.map(({ place }) => ({
    label: (counts.get(place.name) ?? 0) > 1 ? `${place.name} (${place.state})` : place.name,
    name: place.name,
    state: place.state,
    lat: place.lat,
    lon: place.lon,
  }));
}

/**
 * The place a typed label stands for (the search form without JavaScript): an exact name, or a label the
 * autocomplete gave ("Neustadt (Sachsen)"), else the best name starting with the text; the nearest wins
 * among equals. Null when nothing matches. A later word alone never resolves: "Bayern" is no place, even
 * though "Oettingen in Bayern" ends with it.
 */
export function resolvePlaceLabel(label: string, near?: { lat: number; lon: number } | null): PlaceMatch | null {
  const withState = /^(.*)\s\(([^)]+)\)$/.exec(label.trim());
  if (withState) {
    const [, name, state] = withState;
    const found = gazetteer().find((p) => p.name === name && p.state === state);
    if (found) return { label: label.trim(), name: found.name, state: found.state, lat: found.lat, lon: found.lon };
  }
  const [best] = searchPlaces(label, { near, limit: 1, wordStarts: false });
  return best ? { ...best, label: best.name } : null;
}
