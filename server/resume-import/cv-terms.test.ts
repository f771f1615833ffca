import { describe, expect, it } from 'vitest';
import { SEEDED_VOCABULARIES } from '../../bench/cv-import/run-benchmark';
import { termMatcher } from './cv-terms';

const skill = termMatcher(SEEDED_VOCABULARIES.skill);
const language = termMatcher(SEEDED_VOCABULARIES.language);

describe('termMatcher: CV items to taxonomy terms', () => {
  it.each([
    ['MS Office', 'MS Office'],
    ['AutoCAD', 'CAD (SolidWorks, AutoCAD)'],
    ['Führerschein B', 'Führerschein Klasse B'],
    ['SAP S/4HANA', 'SAP'],
    ['sehr gute Excel-Kenntnisse', 'Excel'],
    ['teamfähigkeit', 'Teamfähigkeit'],
    ['Siemens S7', 'SPS-Programmierung (Siemens S7)'],
  ])('skill %s → %s', (item, label) => {
    expect(skill(item)?.label).toBe(label);
  });

  it.each(['Palliativpflege', 'Kinästhetik', 'C', ''])('no skill term for %j', (item) => {
    expect(skill(item)).toBeUndefined();
  });

  it.each([
    ['Englisch (C1)', 'Englisch'],
    ['Französisch – Grundkenntnisse', 'Französisch'],
    ['TÜRKISCH', 'Türkisch'],
  ])('language %s → %s', (item, label) => {
    expect(language(item)?.label).toBe(label);
  });
});
