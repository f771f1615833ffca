import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from '../richtext/sanitize-rich-text';
import { builtinDraftSections } from './builtin-draft';
import type { DraftFields } from './draft-fields';

const FIELDS: DraftFields = {
  title: 'Koch <m/w/d>',
  organization: 'Gasthof Post',
  places: ['Hauptstraße 1, Traunstein', 'Siegsdorf'],
  remoteOptions: ['Teilweise Homeoffice'],
  employmentTypes: ['Vollzeit', 'Teilzeit'],
  occupationalFields: ['Gastronomie'],
  fieldsOfStudy: ['Ernährungswissenschaft'],
  degreeLevels: ['Ausbildung'],
  yearsOfExperience: 3,
  salary: { min: 3000, max: 3600, currencyCode: 'EUR', unit: 'month' },
  salaryRange: null,
  languages: ['Deutsch'],
  skills: ['HACCP', 'Wildgerichte'],
  benefits: ['Betriebliche Altersvorsorge'],
  start: { start: '2027-03-01' },
  application: { workflow: 'link', emails: [], link: 'https://gasthof-post.example/jobs' },
};
const EVERY_VALUE = [
  'Koch &lt;m/w/d&gt;',
  'Gasthof Post',
  'Hauptstraße 1, Traunstein; Siegsdorf',
  'Teilweise Homeoffice',
  'Vollzeit, Teilzeit',
  'Gastronomie',
  'Ernährungswissenschaft',
  'Ausbildung',
  'HACCP, Wildgerichte',
  'Deutsch',
  'Betriebliche Altersvorsorge',
  'https://gasthof-post.example/jobs',
];

describe('the built-in draft (no model configured)', () => {
  it.each([
    [
      'de',
      ['Über uns', 'Ihre Aufgaben', 'Ihr Profil', 'Wir bieten', 'Kontakt'],
      ['mindestens 3 Jahre', '3.000–3.600 EUR pro Monat', 'ab 01.03.2027'],
    ],
    [
      'en',
      ['About us', 'Your tasks', 'Your profile', 'What we offer', 'Contact'],
      ['at least 3 years', '3,000–3,600 EUR per month', 'from 1 Mar 2027'],
    ],
    [
      'fr',
      ['À propos de nous', 'Vos missions', 'Votre profil', 'Ce que nous offrons', 'Contact'],
      ['au moins 3 ans', '3 000–3 600 EUR par mois', 'à partir du 1 mars 2027'],
    ],
  ] as const)('in %s: five sections that use every given field', (language, headings, formatted) => {
    const sections = builtinDraftSections(FIELDS, language);
    expect(sections.map((html) => /<h2>(.*?)<\/h2>/.exec(html)?.[1])).toEqual(headings);
    const html = sections.join('');
    for (const value of [...EVERY_VALUE, ...formatted]) expect(html).toContain(value);
    // Already what the docs/product.md §5 sanitizer keeps: nothing of the fields can become markup.
    expect(sanitizeRichText(html, 'filtered_html')).toBe(html);
  });

  it('claims nothing the fields do not say: a section without facts asks the employer to fill it in', () => {
    const sections = builtinDraftSections(
      { ...FIELDS, salary: null, benefits: [], start: null, organization: null },
      'de',
    );
    expect(sections[0]).toContain('Wir suchen Verstärkung als Koch');
    expect(sections[3]).toBe('<h2>Wir bieten</h2><p>[Nennen Sie hier, was Sie Ihren Mitarbeitenden bieten.]</p>');
  });
});
