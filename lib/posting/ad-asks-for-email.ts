/**
 * Whether an ad's text tells readers to apply by e-mail ("Bewerbung per E-Mail an …", an address, a mailto
 * link). Such ads come from print or other boards; where the site takes the application in its own form, the
 * job page says so clearly (docs/product-decisions.md "How to apply, said once").
 */
export function adAsksForEmail(descriptionHtml: string | null | undefined): boolean {
  if (!descriptionHtml) return false;
  if (/href\s*=\s*["']?mailto:/i.test(descriptionHtml)) return true;
  const text = descriptionHtml
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;|&#160;/gi, ' ')
    .replace(/&amp;/gi, '&');
  return EMAIL_ADDRESS.test(text) || EMAIL_PHRASE.test(text);
}

const EMAIL_ADDRESS = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.\p{L}{2,}/u;
// "per E-Mail", "per Mail", "via E-Mail", "an unsere E-Mail-Adresse", "E-Mail-Bewerbung".
const EMAIL_PHRASE = /\b(?:per|via|an\s+(?:unsere|die|folgende))\s+(?:E-?)?Mail|\bE-?Mail-Bewerbung/i;
