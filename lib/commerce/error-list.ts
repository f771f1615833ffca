/**
 * docs/product.md §8: the errors getSubscriptions returns are shown as a list, URL-decoded with "+" as a space. A stray
 * "%" that starts no valid escape stays as it is: a message must never break the page it is shown on.
 */
export function decodeErrorText(raw: string): string {
  const spaced = raw.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(spaced).trim();
  } catch {
    // Decode each run of escapes on its own; a run that is no valid UTF-8 is kept as written.
    return spaced
      .replace(/(%[0-9A-Fa-f]{2})+/g, (run) => {
        try {
          return decodeURIComponent(run);
        } catch {
          return run;
        }
      })
      .trim();
  }
}

/** The list as the page shows it: decoded, without empty entries and repeats, in the order given. */
export function decodeErrorList(errors: readonly string[]): string[] {
  return [...new Set(errors.map(decodeErrorText).filter((text) => text !== ''))];
}
