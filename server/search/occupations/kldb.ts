import { KLDB_GROUPS_TSV, KLDB_OCCUPATIONS_TSV } from './kldb.data';
import { usualLabel } from './kldb-levels';

/**
 * The occupations of the Klassifikation der Berufe 2010, version 2020 (KldB), read once from the generated
 * kldb.data.ts (docs/architecture.md, "Occupation vocabulary (KldB 2010)").
 */

/** A title the BA excludes from an occupation, with the occupation it belongs to instead. */
export type ExcludedTitle = { title: string; code: string };

export type KldbOccupation = {
  /** Five digits ("72213"); the first four are the group, the last the requirement level (1 helper … 4 expert). */
  code: string;
  /** The official label ("Berufe in der Buchhaltung – komplexe Spezialistentätigkeiten"). */
  label: string;
  /** The four-digit group's label ("Berufe in der Buchhaltung"). */
  groupLabel: string;
  /** The assigned job titles as the BA writes them ("Buchhalter/in", "Fachkraft - Lagerlogistik"). */
  titles: readonly string[];
  /** Titles explicitly not of this occupation. */
  excluded: readonly ExcludedTitle[];
};

/** Parses the generated data (exported for tests with data of their own). */
export function parseKldb(groupsTsv: string, occupationsTsv: string): KldbOccupation[] {
  const groups = new Map(groupsTsv.split('\n').map((line) => line.split('\t') as [string, string]));
  const rows = occupationsTsv.split('\n').map((line) => line.split('\t'));
  const titlesOf = new Map(rows.map(([code, , titles]) => [code, titles ? titles.split('|') : []]));
  return rows.map(([code, label, , excluded]) => {
    const groupLabel = groups.get(code.slice(0, 4)) ?? '';
    return {
      code,
      label: label || usualLabel(groupLabel, code),
      groupLabel,
      titles: titlesOf.get(code) ?? [],
      excluded: (excluded ? excluded.split(' ') : []).map((reference) => {
        const [other, index] = reference.split('.');
        return { title: titlesOf.get(other)?.[Number(index)] ?? '', code: other };
      }),
    };
  });
}

let occupations: readonly KldbOccupation[] | null = null;

/** Every five-digit occupation of the KldB, parsed on first use. */
export function kldbOccupations(): readonly KldbOccupation[] {
  occupations ??= parseKldb(KLDB_GROUPS_TSV, KLDB_OCCUPATIONS_TSV);
  return occupations;
}
