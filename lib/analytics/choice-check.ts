import { CONSENT_STORAGE_KEY } from './consent-storage';

/**
 * Whether the banner shows is decided before the page is painted, so it neither flashes up for a visitor who has
 * chosen nor appears late for one who has not (where it would become the page's largest paint): this attribute on
 * `<html>`, set by a few bytes of inline script while the page is parsed, and kept right by the consent island.
 * Without script it is never set and the banner, which could do nothing, stays hidden.
 */
export const CHOICE_ATTRIBUTE = 'data-cookie-choice';
export const CHOICE_MISSING = 'missing';

/** The inline script: no stored choice (or no storage), the banner shows. Validity is the island's to judge. */
export const CHOICE_CHECK_SCRIPT = `(function(){try{if(localStorage.getItem(${JSON.stringify(CONSENT_STORAGE_KEY)}))return}catch(e){}document.documentElement.setAttribute(${JSON.stringify(CHOICE_ATTRIBUTE)},${JSON.stringify(CHOICE_MISSING)})})()`;

/** Shows or hides the banner (the island's answer once it has read the choice). */
export function markChoiceMissing(missing: boolean, root: HTMLElement = document.documentElement): void {
  if (missing) root.setAttribute(CHOICE_ATTRIBUTE, CHOICE_MISSING);
  else root.removeAttribute(CHOICE_ATTRIBUTE);
}
