import type { StreetKind } from '../names';

/** Picture motifs the image generator draws (placeholders, described honestly in their alt texts). */
export type Motif = 'buero' | 'halle' | 'natur' | 'stadt' | 'team' | 'werkstatt' | 'klinik' | 'kueche';

/**
 * A kind of employer ("Klinik", "Autohaus", "Softwarehaus"): how such employers are named, which occupations
 * they advertise and how they present themselves. All term references are taxonomy keys.
 *
 * Name patterns may use {surname}, {surname2}, {place}, {region}, {saint}, {park}, {garden}, {tech}, {kid},
 * {hotel}, {animal}; a pattern ending in '@sued' / '@nord' is only used in southern / northern regions.
 */
export type Archetype = {
  id: string;
  /** industry key. */
  industry: string;
  names: readonly string[];
  /** Typical number of employees. */
  size: readonly [number, number];
  street: StreetKind;
  /** [occupation id, weight, optional pattern the title variant must match]. */
  occupations: ReadonlyArray<readonly [string, number, RegExp?]>;
  /** Benefit keys such employers typically offer. */
  benefits: readonly string[];
  /** Sentences of the "Über uns" presentation; placeholders {name}, {place}, {region}, {year}, {employees}. */
  about: readonly string[];
  /** Employer-specific FAQ entries, added to the general ones. */
  faq?: ReadonlyArray<readonly [string, string]>;
  /** Gallery entries: [title, motif]. */
  gallery: ReadonlyArray<readonly [string, Motif]>;
  /** Addresses applicants with "du" instead of "Sie". */
  du?: boolean;
  /** Minimum and maximum founding year. */
  founded?: readonly [number, number];
};
