import type { DraftFields, DraftLanguage } from './draft-fields';
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

/** The opening sentence and the hint for what only the employer knows, per section and language. */
const TEXTS: Record<DraftLanguage, { lead: (f: DraftFields) => string; fill: Record<SectionKey, string> }> = {
  de: {
    lead: (f) =>
      f.organization ? `${f.organization} sucht Verstärkung als ${f.title}.` : `Wir suchen Verstärkung als ${f.title}.`,
    fill: {
      about: 'Stellen Sie hier Ihr Unternehmen in zwei, drei Sätzen vor.',
      tasks: 'Beschreiben Sie hier die wichtigsten Aufgaben der Stelle.',
      profile: 'Nennen Sie hier, was Bewerbende mitbringen sollten.',
      offer: 'Nennen Sie hier, was Sie Ihren Mitarbeitenden bieten.',
      contact: 'Nennen Sie hier, wie man sich bewirbt.',
    },
  },
  en: {
    lead: (f) => (f.organization ? `${f.organization} is hiring: ${f.title}.` : `We are hiring: ${f.title}.`),
    fill: {
      about: 'Introduce your organization here in two or three sentences.',
      tasks: 'Describe the main tasks of the job here.',
      profile: 'Say here what applicants should bring.',
      offer: 'Say here what you offer your staff.',
      contact: 'Say here how to apply.',
    },
  },
  fr: {
    lead: (f) => (f.organization ? `${f.organization} recrute : ${f.title}.` : `Nous recrutons : ${f.title}.`),
    fill: {
      about: 'Présentez ici votre organisation en deux ou trois phrases.',
      tasks: 'Décrivez ici les principales missions du poste.',
      profile: 'Indiquez ici ce que les candidats doivent apporter.',
      offer: 'Indiquez ici ce que vous offrez à vos collaborateurs.',
      contact: 'Indiquez ici comment postuler.',
    },
  },
};

/**
 * The built-in draft when no model is configured: the five sections of a job ad in the §9 language, each
 * listing the given fields that belong there and, where only the employer knows more, a hint in brackets
 * for them to replace. It states nothing the fields do not say. One HTML part per section.
 */
export function builtinDraftSections(fields: DraftFields, language: DraftLanguage): string[] {
  const facts = draftFacts(fields, language);
  const texts = TEXTS[language];
  return SECTION_KEYS.map((section) => {
    const listed = facts.filter((fact) => SECTION_FACTS[section].includes(fact.key));
    const items = listed.map(
      (fact) => `<li><strong>${escapeHtml(fact.label)}:</strong> ${escapeHtml(fact.value)}</li>`,
    );
    const lead = section === 'about' ? `<p>${escapeHtml(texts.lead(fields))}</p>` : '';
    const list = items.length > 0 ? `<ul>${items.join('')}</ul>` : '';
    return `<h2>${escapeHtml(WORDING[language].sections[section])}</h2>${lead}${list}<p>[${escapeHtml(texts.fill[section])}]</p>`;
  });
}
