import { describe, expect, it } from 'vitest';
import { baseTitleWords, jobTitleForms } from './job-title-forms';

describe('job title base forms: every way of writing one title compares equal', () => {
  it.each([
    // Gender notes, in and out of brackets
    ['Lagerarbeiter (m/w/d)', 'lagerarbeiter'],
    ['Lagerarbeiter (w/m/d)', 'lagerarbeiter'],
    ['Lagerarbeiter (m/w/x)', 'lagerarbeiter'],
    ['Lagerarbeiter (d/m/w)', 'lagerarbeiter'],
    ['Lagerarbeiter (m/f/d)', 'lagerarbeiter'],
    ['Lagerarbeiter (m|w|d)', 'lagerarbeiter'],
    ['Lagerarbeiter (all genders)', 'lagerarbeiter'],
    ['Lagerarbeiter m/w/d', 'lagerarbeiter'],
    ['Lagerarbeiter [m/w/d]', 'lagerarbeiter'],
    // Gender endings of one word
    ['Erzieher*in', 'erzieher'],
    ['Erzieher:in', 'erzieher'],
    ['Erzieher_in', 'erzieher'],
    ['Erzieher/-in', 'erzieher'],
    ['Erzieher/in', 'erzieher'],
    ['Erzieher(in)', 'erzieher'],
    ['ErzieherIn', 'erzieher'],
    ['Erzieher*innen', 'erzieher'],
    ['Erzieherin', 'erzieher'],
    ['Buchhalter/in', 'buchhalter'],
    ['Softwareentwickler:in (m/w/d)', 'softwareentwickler'],
    // Feminine forms of compounds and of words whose vowel changes
    ['Bankkauffrau', 'kaufmann bank'],
    ['Bankkaufmann', 'kaufmann bank'],
    ['Ärztin', 'arzt'],
    ['Fachärztin für Innere Medizin', 'facharzt innere medizin'],
    ['Köchin', 'koch'],
    ['Koechin', 'koch'],
    ['Rechtsanwältin', 'rechtsanwalt'],
    ['Altenpflegerin', 'altenpfleger'],
    ['Kfz-Mechatronikerin', 'kfzmechatroniker'],
    ['Psychologin', 'psychologe'],
    ['Sozialpädagogin', 'sozialpädagoge'],
    ['Fotografin', 'fotograf'],
    ['Beamtin im mittleren Dienst', 'beamter mittleren dienst'],
    // Gender endings after a stem that is not the masculine
    ['Ärzt*in', 'arzt'],
    ['Tierärzt:innen', 'tierarzt'],
    ['Köch*in', 'koch'],
    ['Anwält_in', 'anwalt'],
    ['Psycholog*in', 'psychologe'],
    ['Sozialpädagog:in', 'sozialpädagoge'],
    ['Beamt*in', 'beamter'],
    ['Kolleg*innen', 'kollege'],
    ['ÄrztIn', 'arzt'],
    ['Pflegefachmann*frau', 'fachmann pflege'],
    // Pairs written with a slash
    ['Kaufmann/-frau im Einzelhandel', 'kaufmann einzelhandel'],
    ['Kauffrau/Kaufmann im Einzelhandel', 'kaufmann einzelhandel'],
    ['Arzt/Ärztin', 'arzt'],
    ['Koch/Köchin', 'koch'],
    ['Facharzt/-ärztin - Chirurgie', 'facharzt chirurgie'],
    ['Psychologe/Psychologin', 'psychologe'],
    ['Gaststättengehilfe/-gehilfin', 'gaststättengehilfe'],
    ['Zimmerer/Zimmerin', 'zimmerer'],
    ['EDV-Pädagoge/Pädagogin', 'edvpädagoge'],
    ['Diplom-Psychologe/Psychologin', 'diplompsychologe'],
    ['Beamt(er/in) - Lagerverwaltung', 'beamter lagerverwaltung'],
    ['Pflegefachmann/-frau (Ausbildung)', 'fachmann pflege ausbildung'],
    // Adjectives and adjectival nouns
    ['Medizinische/r Fachangestellte/r', 'medizinische fachangestellte'],
    ['Medizinische*r Fachangestellte*r', 'medizinische fachangestellte'],
    ['Medizinische Fachangestellte (m/w/d)', 'medizinische fachangestellte'],
    ['Medizinischer Fachangestellter', 'medizinische fachangestellte'],
    ['Technischer Zeichner', 'technische zeichner'],
    ['Staatlich anerkannter Erzieher', 'staatlich anerkannte erzieher'],
    ['Examinierte Pflegekräfte', 'examinierte pflegekraft'],
    // "Fachkraft für …", "Kaufmann im …" and their compounds
    ['Fachkraft für Lagerlogistik (m/w/d)', 'fachkraft lagerlogistik'],
    ['Fachkraft - Lagerlogistik', 'fachkraft lagerlogistik'],
    ['Lagerlogistikfachkraft', 'fachkraft lagerlogistik'],
    ['Einzelhandelskaufmann', 'kaufmann einzelhandel'],
    ['Versicherungskauffrau', 'kaufmann versicherung'],
    ['Lagerhelferin', 'helfer lager'],
    ['Kaufleute', 'kaufmann'],
  ])('%s → %s', (text, expected) => {
    expect(jobTitleForms(text)[0]).toBe(expected);
  });

  it.each([
    'Medizin',
    'Termin',
    'Berlin',
    'Disziplin',
    'Vitamin',
    'Magazin',
    'Benzin',
    'Fischer',
    'Leiter',
    'Gebäudereiniger',
    'Pflege',
    'Lehre',
    'Marketing',
  ])('leaves %s as it is: no feminine ending, no adjective', (word) => {
    expect(jobTitleForms(word)).toEqual([word.toLowerCase()]);
  });

  it('keeps words that only look like a capital-I form ("LinkedIn")', () => {
    expect(jobTitleForms('LinkedIn Manager (m/w/d)')).toEqual(['linkedin manager']);
  });

  it.each([
    ['Krankenschwester/-pfleger', ['krankenschwester', 'krankenpfleger']],
    ['Buchhalter / Lohnbuchhalter (m/w/d)', ['buchhalter', 'lohnbuchhalter']],
    ['Lehrer/in/Dozent/in - Erwachsenenbildung', ['lehrer erwachsenenbildung', 'dozent erwachsenenbildung']],
    ['Leiter/in /Teamleiter/in - Finanzbuchhaltung', ['leiter finanzbuchhaltung', 'teamleiter finanzbuchhaltung']],
  ])('a slash between different titles gives one form each: %s', (text, expected) => {
    expect(jobTitleForms(text)).toEqual(expected);
  });

  it('drops stop words and the degree of "Bachelor Professional", and gives nothing for a bare note', () => {
    expect(baseTitleWords('Mitarbeiter (m/w/d) in der Buchhaltung')).toEqual(['mitarbeiter', 'buchhaltung']);
    expect(jobTitleForms('Bilanzbuchhalter/in/B. Prof. Bilanzbuchhaltung')).toEqual([
      'bilanzbuchhalter bilanzbuchhaltung',
    ]);
    expect(jobTitleForms('(m/w/d)')).toEqual([]);
  });

  it('gives at most eight forms however many slashes a title has', () => {
    expect(jobTitleForms('Maler/Lackierer Maurer/Fliesenleger Tischler/Schreiner Koch/Bäcker').length).toBe(8);
  });
});
