/** Optimal string alignment distance (Levenshtein plus swapped neighbours), stopping early past `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [Array.from({ length: b.length + 1 }, (_, j) => j)];
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(rows[i - 1][j] + 1, row[j - 1] + 1, rows[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, rows[i - 2][j - 2] + 1);
      row.push(value);
      best = Math.min(best, value);
    }
    if (best > max) return max + 1;
    rows.push(row);
  }
  return rows[a.length][b.length];
}

/** One typo in words of 5 to 8 letters, two in longer ones; shorter words must be typed right. */
export function allowedTypos(word: string): number {
  return word.length < 5 ? 0 : word.length <= 8 ? 1 : 2;
}

/**
 * Words of the lexicon a mistyped word probably meant: those within the allowed edit distance of the word,
 * or whose start is ("pflegefachkarft" → "pflegefachkraft", "elektirker" → "elektriker"). At most `limit`,
 * closest first; `max` edits at most (by default as allowedTypos says).
 */
export function correctTypo(word: string, lexicon: readonly string[], limit = 3, max = allowedTypos(word)): string[] {
  if (max === 0) return [];
  const found: Array<{ word: string; distance: number }> = [];
  for (const candidate of lexicon) {
    if (candidate === word) continue;
    const whole = editDistance(word, candidate, max);
    const start = candidate.length > word.length ? editDistance(word, candidate.slice(0, word.length), max) : max + 1;
    // A match of the whole word ranks before one of a word's start at the same distance.
    if (whole <= max || start <= max) found.push({ word: candidate, distance: Math.min(whole, start + 0.1) });
  }
  return found
    .sort((a, b) => a.distance - b.distance || a.word.length - b.word.length)
    .slice(0, limit)
    .map((f) => f.word);
}

/**
 * The typed word as the correction reads it: the whole candidate where the whole word was meant
 * ("elektirker" → "elektriker"), else the start of the candidate the typed word spells
 * ("plfege" → "pflege" of "pflegefachkraft"), so a heading never names more than was typed.
 */
export function correctedWord(word: string, candidate: string, max = allowedTypos(word)): string {
  if (editDistance(word, candidate, max) <= max) return candidate;
  let best = { text: candidate, distance: max + 1 };
  // The start as long as the typed word, or a letter longer or shorter (one left out or doubled); the longer
  // of two equally close starts ("pflge" → "pflege", not "pfleg").
  for (const length of [word.length + 1, word.length, word.length - 1]) {
    const start = candidate.slice(0, length);
    const distance = editDistance(word, start, max);
    if (distance < best.distance) best = { text: start, distance };
  }
  return best.text;
}
