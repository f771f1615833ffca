import type { DraftFields, DraftLanguage } from './draft-fields';
import { DRAFT_FILL_TEXTS } from './draft-placeholders';
import { draftFacts, type Fact, SECTION_KEYS, type SectionKey, WORDING } from './draft-wording';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Which facts each section lists. */
const SECTION_FACTS: Record<SectionKey, Array<Fact['key']>> = {
  about: ['organization', 'places', 'field'],
  tasks: ['title', 'employment', 'remote'],
  profile: ['degree', 'study', 'experience', 'languages', 'skills'],
  offer: ['salary', 'benefits', 'start'],
  contact: ['application'],
};

/** The opening sentence per language. */
const LEAD: Record<DraftLanguage, (f: DraftFields) => string> = {
  de: (f) =>
    f.organization ? `${f.organization} sucht Verstärkung als ${f.title}.` : `Wir suchen Verstärkung als ${f.title}.`,
  en: (f) => (f.organization ? `${f.organization} is hiring: ${f.title}.` : `We are hiring: ${f.title}.`),
  fr: (f) => (f.organization ? `${f.organization} recrute : ${f.title}.` : `Nous recrutons : ${f.title}.`),
};

/**
 * The built-in draft when no model is configured: the five sections of a job ad in the docs/product.md §9 language,
 * each listing the given fields that belong there and, where only the employer knows more, a hint in brackets
 * for them to replace. It states nothing the fields do not say. One HTML part per section.
 */
export function builtinDraftSections(fields: DraftFields, language: DraftLanguage): string[] {
  const facts = draftFacts(fields, language);
  const fill = DRAFT_FILL_TEXTS[language];
  return SECTION_KEYS.map((section) => {
    const listed = facts.filter((fact) => SECTION_FACTS[section].includes(fact.key));
    const items = listed.map(
      (fact) => `<li><strong>${escapeHtml(fact.label)}:</strong> ${escapeHtml(fact.value)}</li>`,
    );
    const lead = section === 'about' ? `<p>${escapeHtml(LEAD[language](fields))}</p>` : '';
    const list = items.length > 0 ? `<ul>${items.join('')}</ul>` : '';
    return `<h2>${escapeHtml(WORDING[language].sections[section])}</h2>${lead}${list}<p>[${escapeHtml(fill[section])}]</p>`;
  });
}
