import type { ChatMessage } from './chat-completion-stream';
import type { DraftFields, DraftLanguage } from './draft-fields';
import { draftFacts, SECTION_KEYS, WORDING } from './draft-wording';

/**
 * The instructions per docs/product.md §9 language: plain, honest HTML in five sections, nothing beyond the given
 * facts.
 */
const INSTRUCTIONS: Record<DraftLanguage, (sections: string) => string> = {
  de: (sections) =>
    [
      'Du schreibst Stellenanzeigen für eine regionale Jobbörse.',
      'Schreibe eine klar gegliederte, sachliche und ehrliche Stellenanzeige auf Deutsch; sprich Bewerbende mit „Sie“ an.',
      `Gliedere sie in genau diese Abschnitte, jeweils mit <h2>: ${sections}.`,
      'Antworte nur mit HTML: <h2>, <p>, <ul>, <li>, <strong>, <em>. Kein Markdown, kein <h1>, keine Skripte, Stile oder Bilder.',
      'Verwende nur die genannten Angaben. Erfinde keine Tatsachen: kein Gehalt, keine Leistungen, keine Kontaktdaten, keine Firmengeschichte, die nicht genannt sind.',
      'Fehlt eine Angabe für einen Abschnitt, schreibe ihn kurz und allgemein, ohne konkrete Behauptungen.',
    ].join('\n'),
  en: (sections) =>
    [
      'You write job ads for a regional job board.',
      'Write a well-structured, plain and honest job ad in English.',
      `Use exactly these sections, each with an <h2>: ${sections}.`,
      'Answer with HTML only: <h2>, <p>, <ul>, <li>, <strong>, <em>. No Markdown, no <h1>, no scripts, styles or images.',
      'Use only the facts given. Do not invent facts: no salary, benefits, contact details or company history that are not given.',
      'Where a section has no facts, keep it short and general, without concrete claims.',
    ].join('\n'),
  fr: (sections) =>
    [
      "Vous rédigez des offres d'emploi pour un site d'emploi régional.",
      "Rédigez une offre d'emploi en français, bien structurée, sobre et honnête ; vouvoyez les candidats.",
      `Utilisez exactement ces sections, chacune avec un <h2> : ${sections}.`,
      'Répondez uniquement en HTML : <h2>, <p>, <ul>, <li>, <strong>, <em>. Pas de Markdown, pas de <h1>, ni scripts, ni styles, ni images.',
      "N'utilisez que les informations données. N'inventez rien : ni salaire, ni avantages, ni coordonnées, ni historique de l'entreprise qui ne soient donnés.",
      "Si une section n'a pas d'informations, restez bref et général, sans affirmations concrètes.",
    ].join('\n'),
};

const FACTS_INTRO: Record<DraftLanguage, string> = {
  de: 'Angaben zur Stelle:',
  en: 'Facts about the job:',
  fr: 'Informations sur le poste :',
};

/** The chat messages for a draft: the instructions, then every given field as one line of facts. */
export function buildDraftMessages(fields: DraftFields, language: DraftLanguage): ChatMessage[] {
  const sections = SECTION_KEYS.map((key) => WORDING[language].sections[key]).join(', ');
  const facts = draftFacts(fields, language).map((fact) => `- ${fact.label}: ${fact.value}`);
  return [
    { role: 'system', content: INSTRUCTIONS[language](sections) },
    { role: 'user', content: [FACTS_INTRO[language], ...facts].join('\n') },
  ];
}
