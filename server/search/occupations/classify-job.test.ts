import { describe, expect, it } from 'vitest';
import { descriptionBlocks, fieldsAsPeople, jobOccupationCodes, resumeOccupationCodes } from './classify-job';

describe('the occupations stored with a job', () => {
  it.each([
    // The title decides, however the ad writes the gender.
    ['Buchhalterin (m/w/d)', '', '72213'],
    ['Lagerarbeiter (m/w/d) im Wareneingang', '', '51311'],
    ['Erzieher*in für unsere Kita', '', '83113'],
    // A title naming the field: the people working in it.
    ['Helfer (m/w/d) Seniorenbetreuung', '', '82102'],
    ['Stellvertretende Pflegedienstleitung (m/w/d)', '', '81394'],
  ])('%s → %s', (title, description, code) => {
    expect(jobOccupationCodes(title, description)).toContain(code);
  });

  it('reads the description only when the title names nothing, and then only its short blocks named twice', () => {
    const tasks =
      '<h3>Ihre Aufgaben</h3><ul><li>Betreuung der Kinder als Erzieher/in</li><li>Elternarbeit</li></ul>' +
      '<h3>Ihr Profil</h3><ul><li>Abgeschlossene Ausbildung als Erzieher/in</li></ul>';
    expect(jobOccupationCodes('Präsenzkraft (m/w/d)', tasks)).toEqual(['83113']);
    // The title wins over what the description names.
    expect(jobOccupationCodes('Koch (m/w/d)', tasks)[0]).toBe('29302');
    // Once is not enough: a sentence about colleagues does not make the job theirs.
    expect(jobOccupationCodes('Präsenzkraft (m/w/d)', '<p>Unser Team aus Erzieher/innen freut sich.</p>')).toEqual([]);
  });

  it('does not take a long paragraph about the employer for the job', () => {
    const employer =
      '<p>Hartmann König Rechtsanwälte berät seit 1960 Unternehmen, Freiberufler und Privatpersonen in Hamburg und Umgebung.</p>'.repeat(
        2,
      );
    expect(jobOccupationCodes('Präsenzkraft (m/w/d)', employer)).toEqual([]);
  });

  it.each([
    ['Helfer Seniorenbetreuung', 'Helfer Seniorenbetreuer'],
    ['Mitarbeiter Gebäudereinigung', 'Mitarbeiter Gebäudereiniger'],
    // Short words and training stay.
    ['Leitung Heizung', 'Leitung Heizung'],
    ['Ausbildung zum Pflegefachhelfer', 'Ausbildung zum Pflegefachhelfer'],
  ])('fields as people: %s → %s', (title, people) => {
    expect(fieldsAsPeople(title)).toBe(people);
  });

  it('splits a description into its blocks, tags and entities gone', () => {
    expect(
      descriptionBlocks('<h3>Profil</h3><ul><li>Ausbildung&nbsp;als Koch &amp; Bäcker</li></ul><p>Text<br>mehr</p>'),
    ).toEqual(['Profil', 'Ausbildung als Koch & Bäcker', 'Text', 'mehr']);
  });
});

describe('the occupations stored with a resume', () => {
  it('takes the desired job, else the most recent job held', () => {
    expect(resumeOccupationCodes('Finanzbuchhaltung', ['Verkäuferin'])).toContain('72213');
    expect(resumeOccupationCodes(undefined, ['Lagerarbeiterin (m/w/d)', 'Verkäuferin'])).toEqual(['51311']);
    expect(resumeOccupationCodes('', [])).toEqual([]);
  });
});
