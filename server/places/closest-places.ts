import { areaNames } from './areas';
import { foldPlaceName } from './fold-place-name';
import { distanceKm, gazetteer } from './gazetteer';

type Candidate = { name: string; folded: string; grams: Set<string>; points: Array<{ lat: number; lon: number }> };

/** Typed text longer than this is cut before measuring: the cost stays bounded whatever arrives. */
const MAX_LENGTH = 40;
/** Names sharing less than this part of their letter triples with the text are not "close". */
const MIN_SIMILARITY = 0.2;
/** Candidates measured letter by letter after the triple filter. */
const SHORTLIST = 60;

function trigrams(folded: string): Set<string> {
  const padded = `  ${folded} `;
  const grams = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i++) grams.add(padded.slice(i, i + 3));
  return grams;
}

let candidates: Candidate[] | null = null;

/** Every place and area name once, with its letter triples; built on first use. */
function allCandidates(): Candidate[] {
  if (candidates) return candidates;
  const byFolded = new Map<string, Candidate>();
  for (const place of gazetteer()) {
    const known = byFolded.get(place.folded);
    if (known) known.points.push(place);
    else
      byFolded.set(place.folded, {
        name: place.name,
        folded: place.folded,
        grams: trigrams(place.folded),
        points: [place],
      });
  }
  for (const { folded, area } of areaNames())
    if (!byFolded.has(folded)) byFolded.set(folded, { name: area.name, folded, grams: trigrams(folded), points: [] });
  candidates = [...byFolded.values()];
  return candidates;
}

/** Edit distance (insert, delete, replace, swap of neighbours) between two short strings. */
export function editDistance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) d[0][j] = j;
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  return d[a.length][b.length];
}

/**
 * The known places and areas whose names are closest to a text the gazetteer does not know ("Nürnbrg" →
 * Nürnberg): names sharing enough letter triples, ordered by edit distance, then by shared triples, then by
 * nearness to the site. Cost: one pass over ~7,700 names with set lookups, then edit distance on a shortlist.
 */
export function closestPlaceNames(
  text: string,
  options: { near?: { lat: number; lon: number } | null; limit?: number } = {},
): string[] {
  const folded = foldPlaceName(text).slice(0, MAX_LENGTH);
  if (folded.length < 2) return [];
  const grams = trigrams(folded);
  const near = options.near ?? null;
  const shortlist = allCandidates()
    .map((candidate) => {
      let shared = 0;
      for (const gram of candidate.grams) if (grams.has(gram)) shared++;
      return { candidate, similarity: shared / (grams.size + candidate.grams.size - shared) };
    })
    .filter((s) => s.similarity >= MIN_SIMILARITY)
    .sort((a, b) => b.similarity - a.similarity)
    .slice(0, SHORTLIST);
  const nearest = (c: Candidate) =>
    near && c.points.length ? Math.min(...c.points.map((p) => distanceKm(near, p))) : Number.MAX_VALUE;
  return shortlist
    .map((s) => ({ ...s, distance: editDistance(folded, s.candidate.folded), km: nearest(s.candidate) }))
    .sort((a, b) => a.distance - b.distance || b.similarity - a.similarity || a.km - b.km)
    .slice(0, options.limit ?? 3)
    .map((s) => s.candidate.name);
}
