import { describe, expect, it } from 'vitest';
import { parseKldb } from './kldb';
import { buildOccupationMatcher, occupationsOf } from './occupation-matcher';

const codesOf = (text: string) => occupationsOf(text).map((m) => m.code);

describe('job titles and queries to KldB occupations', () => {
  it.each([
    // The demo's own complaints: the seeker's word and the ad's word name the same occupation.
    ['Buchhalter', '72213'],
    ['Buchhalterin (m/w/d)', '72213'],
    ['Lagerhelfer', '51311'],
    ['Lagerarbeiter (m/w/d)', '51311'],
    ['Erzieherin', '83113'],
    ['Erzieher*in für unsere Kita', '83113'],
    ['Kfz-Mechatronikerin', '25212'],
    ['KFZ Mechatroniker (m/w/d) PKW', '25212'],
    // Gender forms, compounds and multi-word titles as ads write them
    ['Fachkraft für Lagerlogistik (m/w/d)', '51312'],
    ['Lagerlogistikfachkraft', '51312'],
    ['Hochregallagerist', '51312'],
    ['Medizinische Fachangestellte (m/w/d)', '81102'],
    ['Zahnmedizinische Fachangestellte', '81112'],
    ['Kauffrau für Büromanagement', '71402'],
    ['Bankkauffrau', '72112'],
    ['Koch/Köchin', '29302'],
    ['Ärztin', '81404'],
    ['Rechtsanwältin', '73134'],
    ['Pflegefachfrau', '81302'],
    ['Pflegehelfer', '82101'],
    ['Altenpflegehelferin', '82101'],
    ['Elektroniker für Energie- und Gebäudetechnik', '26212'],
    ['Berufskraftfahrer CE (m/w/d)', '52122'],
    ['Softwareentwickler Java', '43414'],
    ['Verkäuferin Teilzeit', '62102'],
    ['Servicekraft Gastronomie', '63301'],
    ['Technischer Zeichner', '27212'],
  ])('%s → %s first', (text, code) => {
    expect(codesOf(text)[0]).toBe(code);
  });

  it('finds the accounting occupations for "Buchhaltung", through the group label', () => {
    const matches = occupationsOf('Buchhaltung');
    expect(matches.map((m) => m.code)).toEqual(['72212', '72213', '72214']);
    expect(matches[1]).toEqual({
      code: '72213',
      label: 'Berufe in der Buchhaltung – komplexe Spezialistentätigkeiten',
      via: 'Berufe in der Buchhaltung',
    });
  });

  it('says which KldB title made the match', () => {
    expect(occupationsOf('Lagerarbeiter (m/w/d)')[0]).toEqual({
      code: '51311',
      label: 'Berufe in der Lagerwirtschaft – Helfer-/Anlerntätigkeiten',
      via: 'Lagerarbeiter/in',
    });
  });

  it('puts the longest title first when a text names several', () => {
    expect(codesOf('Lagerist und Staplerfahrer')).toEqual(['52531', '51312']);
  });

  it('does not put a BI developer in the warehouse, nor a word inside another word', () => {
    expect(codesOf('Senior BI Developer (m/w/d) Data Warehouse')).toEqual([]);
    expect(codesOf('Data Warehouse Engineer').some((code) => code.startsWith('513'))).toBe(false);
    expect(codesOf('Vertriebsmitarbeiter (m/w/d) – Pflege der Kundendaten')).toEqual(['61122']);
  });

  it('knows no abbreviations: the KldB spells every title out ("MFA", "LKW-Fahrer")', () => {
    expect(codesOf('MFA')).toEqual([]);
    expect(codesOf('Medizinische Fachangestellte')[0]).toBe('81102');
  });

  it.each(['(m/w/d)', 'Teilzeit Homeoffice', 'Quereinsteiger', 'Berufseinsteiger', 'Manager', 'Werkstudent', 'Pflege'])(
    'finds no occupation in %s',
    (text) => {
      expect(codesOf(text)).toEqual([]);
    },
  );
});

describe('how parts of titles count', () => {
  const matcher = buildOccupationMatcher(
    parseKldb(
      [
        '1211\tBerufe im Gemüsebau',
        '1212\tBerufe in der Baumschule',
        '7229\tAufsichts- und Führungskräfte – Buchhaltung',
        '9219\tAufsichts- und Führungskräfte – Callcenter',
      ].join('\n'),
      [
        '12112\t\tGärtner/in - Gemüsebau\t',
        '12122\t\tGärtner/in - Baumschule\t',
        '72293\t\tLeiter/in /Teamleiter/in - Finanzbuchhaltung\t',
        '92193\t\tTeamleiter/in - Callcenter\t',
      ].join('\n'),
    ),
  );
  const codes = (text: string) => matcher.occupationsOf(text).map((m) => m.code);

  it('a title without its qualifier names the occupations it stands for when they are neighbours', () => {
    expect(codes('Gärtner (m/w/d)')).toEqual(['12112', '12122']);
    expect(codes('Gärtnerin Baumschule')).toEqual(['12122']);
  });

  it('a head word that stands for unrelated occupations names none of them', () => {
    expect(codes('Teamleiter Logistik')).toEqual([]);
    expect(codes('Teamleiterin Callcenter')).toEqual(['92193']);
  });
});
