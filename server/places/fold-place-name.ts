import { foldGermanLetters } from '../format/fold-german-letters';

/**
 * A place name as people type it, for matching: lower case, umlauts and ß written out (ä → ae, ß → ss),
 * accents dropped, "St." and "Sankt" alike, "a." "i." "b." "a.d." as in "Wasserburg a. Inn" written as
 * the words they stand for, hyphens and slashes as spaces, spaces collapsed.
 */
export function foldPlaceName(name: string): string {
  return foldGermanLetters(name.toLowerCase())
    .replace(/\bst\.\s*/g, 'sankt ')
    .replace(/\ba\.\s*d\.\s*/g, 'an der ')
    .replace(/\ba\.\s*/g, 'am ')
    .replace(/\bi\.\s*/g, 'im ')
    .replace(/\bb\.\s*/g, 'bei ')
    .replace(/[-/(),.]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
