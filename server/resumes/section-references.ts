import type { Db } from '../db/client';
import type { GeoPlace, Vocabulary } from '../db/schema';
import { resolvePlace } from '../places/resolve-place';
import { termsByTid } from '../taxonomy/term-cache';
import { type FieldError, resumeMessages as m } from './resume-input';

/** A tid a section refers to, where it stands (field path) and the vocabulary it must come from. */
export type TermReference = { field: string; tid: number; vocabulary: Vocabulary };

/** Every reference to a term of the wrong vocabulary (or none) as a problem at its field. */
export async function checkTerms(db: Db, references: TermReference[]): Promise<FieldError[]> {
  if (!references.length) return [];
  const terms = await termsByTid(
    db,
    references.map((r) => r.tid),
  );
  return references
    .filter((r) => terms.get(r.tid)?.vocabulary !== r.vocabulary)
    .map((r) => ({ field: r.field, message: m.term }));
}

/** A typed place as a point (a town or postal code); null when the text names no such place. */
export function placeOf(typed: string): GeoPlace | null {
  const place = resolvePlace(typed);
  if (!place || (place.kind !== 'locality' && place.kind !== 'postalCode')) return null;
  return { label: place.label, lat: place.lat, lon: place.lon, ...(place.kind === 'postalCode' && { zip: place.zip }) };
}
