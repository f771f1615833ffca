/**
 * Splitting a compound the job seeker typed into the words it is made of ("lagerlogistikfachkraft" →
 * "lagerlogistik" + "fachkraft"), so a job titled "Fachkraft für Lagerlogistik" is found. The index already
 * holds every title word's endings (job_title_word_parts, migration 0006), so each part is found inside
 * title compounds too; this is the same splitting for the query, checked against known words.
 */

/** Words that end many job compounds, known even when no job title holds them alone. */
const COMMON_TAILS = new Set([
  'helfer',
  'helferin',
  'fachkraft',
  'kraft',
  'pfleger',
  'pflegerin',
  'pflege',
  'leiter',
  'leitung',
  'mitarbeiter',
  'fahrer',
  'techniker',
  'mechaniker',
  'meister',
  'assistent',
  'assistenz',
  'berater',
  'kaufmann',
  'kauffrau',
  'monteur',
  'arbeiter',
  'referent',
  'manager',
  'entwickler',
  'ingenieur',
  'verkäufer',
  'betreuer',
  'fachmann',
  'fachfrau',
]);

const MIN_PART = 4;
/** Words shorter than this are not split: two parts of at least MIN_PART letters and some room. */
const MIN_COMPOUND = 9;
/** Linking letters between the parts of a German compound ("Entwicklungs|ingenieur", "Pflege|n|…"). */
const LINKS = ['s', 'n', 'en', 'es'];

/** What decompounding knows: whole words, and whether a text starts some known word. */
export type Vocabulary = { has: (word: string) => boolean; startsWord: (prefix: string) => boolean };

/** A vocabulary of the given words (job title words, synonym forms) and the common compound tails. */
export function vocabularyOf(words: readonly string[]): Vocabulary {
  const set = new Set(words);
  const sorted = [...set].sort();
  return {
    has: (word) => set.has(word) || COMMON_TAILS.has(word),
    startsWord: (prefix) => {
      let low = 0;
      let high = sorted.length;
      while (low < high) {
        const mid = (low + high) >> 1;
        if (sorted[mid] < prefix) low = mid + 1;
        else high = mid;
      }
      return (low < sorted.length && sorted[low].startsWith(prefix)) || COMMON_TAILS.has(prefix);
    },
  };
}

/** The head as a word start: itself, or without a linking letter, whichever starts a known word. */
function headOf(head: string, vocabulary: Vocabulary): string | null {
  if (vocabulary.startsWord(head)) return head;
  for (const link of LINKS) {
    const stem = head.slice(0, -link.length);
    if (head.endsWith(link) && stem.length >= MIN_PART && vocabulary.startsWord(stem)) return stem;
  }
  return null;
}

export type Compound = {
  /** The parts, each looked for (all of them) as word starts. */
  parts: string[];
  /** A shorter compound at the word's end that is itself a known job word ("pflegehelfer"), or null. */
  broader: string | null;
};

/**
 * The parts of a typed compound: the longest known head before a known tail ("altenpflege" + "helfer"),
 * and the longest known compound it ends with; null when the word does not split into known words.
 */
export function decompound(word: string, vocabulary: Vocabulary): Compound | null {
  if (word.length < MIN_COMPOUND || !/^\p{L}+$/u.test(word)) return null;
  let parts: string[] | null = null;
  let broader: string | null = null;
  for (let cut = word.length - MIN_PART; cut >= MIN_PART; cut--) {
    const tail = word.slice(cut);
    if (!vocabulary.has(tail)) continue;
    const head = headOf(word.slice(0, cut), vocabulary);
    if (head && !parts) parts = [head, tail];
    // Tails grow as the cut moves left: the last one kept is the longest known compound in its own right
    // (with a head of a real word, so "fachkraft" = "fach" + "kraft" does not count).
    if (tail.length >= MIN_COMPOUND - 1 && (decompound(tail, vocabulary)?.parts[0].length ?? 0) > MIN_PART)
      broader = tail;
  }
  return parts ? { parts, broader } : null;
}
