import type { DraftLanguage } from './draft-fields';
import type { SectionKey } from './draft-wording';

/**
 * What only the employer knows, per section and language: the built-in draft puts each in brackets for them to
 * replace ("[Stellen Sie hier Ihr Unternehmen … vor.]"). Left in the text they are not a finished ad: the
 * preview names them as missing and submitting waits (docs/product-decisions.md, "The automatic draft").
 */
export const DRAFT_FILL_TEXTS: Record<DraftLanguage, Record<SectionKey, string>> = {
  de: {
    about: 'Stellen Sie hier Ihr Unternehmen in zwei, drei Sätzen vor.',
    tasks: 'Beschreiben Sie hier die wichtigsten Aufgaben der Stelle.',
    profile: 'Nennen Sie hier, was Bewerbende mitbringen sollten.',
    offer: 'Nennen Sie hier, was Sie Ihren Mitarbeitenden bieten.',
    contact: 'Nennen Sie hier, wie man sich bewirbt.',
  },
  en: {
    about: 'Introduce your organization here in two or three sentences.',
    tasks: 'Describe the main tasks of the job here.',
    profile: 'Say here what applicants should bring.',
    offer: 'Say here what you offer your staff.',
    contact: 'Say here how to apply.',
  },
  fr: {
    about: 'Présentez ici votre organisation en deux ou trois phrases.',
    tasks: 'Décrivez ici les principales missions du poste.',
    profile: 'Indiquez ici ce que les candidats doivent apporter.',
    offer: 'Indiquez ici ce que vous offrez à vos collaborateurs.',
    contact: 'Indiquez ici comment postuler.',
  },
};

/** A placeholder is known by its first words, so one that was edited a little is still found. */
const STARTS = [
  ...new Set(
    Object.values(DRAFT_FILL_TEXTS).flatMap((texts) =>
      Object.values(texts).map((text) => text.split(' ').slice(0, 3).join(' ').replace(/,$/, '')),
    ),
  ),
];
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const PLACEHOLDER = new RegExp(`\\[\\s*(?:${STARTS.map(escapeRegExp).join('|')})[^\\[\\]]{0,300}\\]`, 'g');

/** The draft's placeholders still in a description's plain text, each once, in their order. */
export function draftPlaceholdersIn(text: string): string[] {
  return [...new Set(text.match(PLACEHOLDER) ?? [])];
}
