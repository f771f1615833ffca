import { foldGermanLetters } from '../../format/fold-german-letters';
import { jobTitleForms } from './job-title-forms';
import { kldbOccupations, type KldbOccupation } from './kldb';
import { buildOccupationIndex, type IndexEntry, type KeySource, type OccupationIndex } from './occupation-index';

/**
 * Which KldB occupations a job title or a query names (docs/architecture.md, "Occupation vocabulary (KldB
 * 2010)"): the text in its base forms, then the longest runs of its words that spell a KldB title, a title
 * without its qualifier, or a group's field; words written apart count as the compound ("Kfz Mechatroniker"),
 * and a compound ending in a one-word title counts as that title ("Hochregallagerist" → "Lagerist").
 */

/** One occupation a text names, and the KldB title or group label that made it so. */
export type OccupationMatch = { code: string; label: string; via: string };

/** A run of words (or a compound's tail) that is a key of the index. */
type Candidate = { start: number; end: number; length: number; source: KeySource; entries: readonly IndexEntry[] };

/** A compound's tail must be this long to count as a title of its own, and leave a head this long. */
const MIN_TAIL = 6;
const MIN_HEAD = 3;
const SOURCE_WEIGHT: Record<KeySource, number> = { title: 2, core: 1, label: 0 };
/** Words that end in a title but name a kind of applicant: a "Quereinsteiger" is no "Steiger" (mining). */
const NOT_COMPOUNDS = /(einsteiger|aufsteiger|umsteiger)$/;

/** The keys found in one base form's words: runs of words, runs written together, compound tails. */
function candidatesIn(words: readonly string[], index: OccupationIndex): Candidate[] {
  const found: Candidate[] = [];
  const look = (key: string, start: number, end: number, length = key.length) => {
    const entries = index.keys.get(key);
    if (entries) found.push({ start, end, length, source: entries[0].source, entries });
  };
  for (let start = 0; start < words.length; start++) {
    for (let end = start + 1; end <= Math.min(words.length, start + index.longest); end++) {
      const run = words.slice(start, end);
      look(run.join(' '), start, end);
      if (run.length > 1) look(run.join(''), start, end);
    }
    const word = words[start];
    // The longest one-word title a compound ends with, counted a little shorter than the compound itself.
    for (let cut = MIN_HEAD; cut <= word.length - MIN_TAIL && !NOT_COMPOUNDS.test(word); cut++) {
      const entries = index.keys.get(word.slice(cut))?.filter((e) => e.source === 'title');
      if (entries?.length) {
        found.push({ start, end: start + 1, length: word.length - cut, source: 'title', entries });
        break;
      }
    }
  }
  return found;
}

/** The candidates to keep: longest first, then the stronger source; none overlapping a kept one. */
function bestCandidates(candidates: Candidate[]): Candidate[] {
  const sorted = [...candidates].sort(
    (a, b) => b.length - a.length || SOURCE_WEIGHT[b.source] - SOURCE_WEIGHT[a.source] || a.start - b.start,
  );
  const kept: Candidate[] = [];
  for (const candidate of sorted)
    if (!kept.some((k) => candidate.start < k.end && k.start < candidate.end)) kept.push(candidate);
  return kept;
}

export type OccupationMatcher = { occupationsOf: (text: string) => OccupationMatch[] };

/** A matcher over the given occupations (built once: every KldB occupation, or a test's few). */
export function buildOccupationMatcher(occupations: readonly KldbOccupation[]): OccupationMatcher {
  const index = buildOccupationIndex(occupations);
  const labels = new Map(occupations.map((o) => [o.code, o.label]));
  return {
    occupationsOf(text) {
      const matches: OccupationMatch[] = [];
      for (const form of jobTitleForms(text)) {
        const words = foldGermanLetters(form).split(' ');
        for (const candidate of bestCandidates(candidatesIn(words, index)))
          for (const { code, via } of candidate.entries)
            if (!matches.some((m) => m.code === code)) matches.push({ code, label: labels.get(code) ?? '', via });
      }
      return matches;
    },
  };
}

let matcher: OccupationMatcher | null = null;

/**
 * The KldB occupations a job title or query names, the longest title match first; empty when it names
 * none. The index over all 18,838 titles is built on first use.
 */
export function occupationsOf(text: string): OccupationMatch[] {
  matcher ??= buildOccupationMatcher(kldbOccupations());
  return matcher.occupationsOf(text);
}
