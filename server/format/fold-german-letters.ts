/**
 * German letters written out as people type them without umlauts (ä → ae, ö → oe, ü → ue, ß → ss), other accents
 * dropped (é → e): the one folding that place names, job titles and the listing's qualifier words compare by.
 * Lower-case letters only: callers lower the case first.
 */
export function foldGermanLetters(text: string): string {
  return text
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
}
