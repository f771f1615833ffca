import { describe, expect, it } from 'vitest';
import { SEEDED_VOCABULARIES } from '../../bench/cv-import/run-benchmark';
import { ligaturePdf } from '../storage/pdf-ligature-testing';
import { extractCvText } from './cv-text';
import { parseCv } from './parse-cv';

const parse = (lines: string[]) => parseCv(lines.join('\n'), SEEDED_VOCABULARIES);

describe('parseCv', () => {
  it('reads a tabular "Lebenslauf" with labels', () => {
    const proposal = parse([
      'Lebenslauf',
      'Persönliche Daten',
      'Name: Anna-Lena von der Heide',
      'Anschrift: Lindenweg 4',
      '83022 Rosenheim',
      'Telefon: 0171 2345678',
      'E-Mail: anna@beispiel.de',
      'Geburtsdatum: 12.03.1990',
      'Berufserfahrung',
      'seit 03/2019 Pflegefachkraft',
      'Klinikum Rosenheim, Rosenheim',
      '• Grund- und Behandlungspflege',
      '04/2016 – 02/2019 Pflegehelferin bei Caritas Sozialstation',
      'Ausbildung',
      '2012 – 2015 Ausbildung zur Pflegefachkraft',
      'Berufsfachschule für Pflege, Traunstein',
      'Sprachkenntnisse',
      'Deutsch (Muttersprache), Englisch (B2), Portugiesisch (A1)',
      'Kenntnisse',
      'MS Office (Word, Excel), Wundmanagement, Kinästhetik',
      'Führerschein: Klasse B',
    ]);
    expect(proposal.personalInfo).toEqual({
      firstName: 'Anna-Lena',
      lastName: 'von der Heide',
      email: 'anna@beispiel.de',
      phone: '0171 2345678',
      birthday: '1990-03-12',
      homeLocationText: '83022 Rosenheim',
    });
    expect(proposal.workExperience).toMatchObject([
      {
        jobTitle: 'Pflegefachkraft',
        companyName: 'Klinikum Rosenheim',
        location: 'Rosenheim',
        period: { start: '2019-03', current: true },
        summary: 'Grund- und Behandlungspflege',
      },
      {
        jobTitle: 'Pflegehelferin',
        companyName: 'Caritas Sozialstation',
        period: { start: '2016-04', end: '2019-02' },
      },
    ]);
    expect(proposal.education).toMatchObject([
      {
        institution: 'Berufsfachschule für Pflege',
        studyProgram: 'Ausbildung zur Pflegefachkraft',
        degreeLevel: 7005,
        location: 'Traunstein',
        period: { start: '2012-01', end: '2015-12' },
      },
    ]);
    expect(proposal.languages).toEqual({
      tids: [6001, 6002],
      free: 'Portugiesisch',
      notes: 'Deutsch: Muttersprache, Englisch: B2, Portugiesisch: A1',
      levels: [
        { tid: 6001, level: 'native' },
        { tid: 6002, level: 'B2' },
      ],
    });
    expect(proposal.skills).toEqual({ tids: [5001, 5036, 5005], free: 'Kinästhetik' });
  });

  it('reads a CV that puts title and company above the period', () => {
    const proposal = parse([
      'Thomas Huber',
      'Bahnhofstraße 3 · 86150 Augsburg · +49 821 123456 · thomas.huber@beispiel.de',
      'Beruflicher Werdegang',
      'Softwareentwickler',
      'Alpen Software AG, München',
      'März 2019 – heute',
      'Werkstudent',
      'Datenwerk Digital GmbH, Augsburg',
      '2015 bis 2019',
    ]);
    expect(proposal.personalInfo).toMatchObject({ firstName: 'Thomas', lastName: 'Huber', phone: '+49 821 123456' });
    expect(proposal.personalInfo.homeLocationText).toBe('86150 Augsburg');
    expect(proposal.workExperience.map((w) => [w.jobTitle, w.companyName, w.period])).toEqual([
      ['Softwareentwickler', 'Alpen Software AG', { start: '2019-03', current: true }],
      ['Werkstudent', 'Datenwerk Digital GmbH', { start: '2015-01', end: '2019-12' }],
    ]);
  });

  it.each([
    ['a labelled line in the skills', ['Kenntnisse', 'MS Office', 'Sprachen: Deutsch (Muttersprache), Englisch (B2)']],
    [
      'a labelled line of its own',
      ['Sprachkenntnisse: Deutsch (Muttersprache), Englisch (B2)', 'Kenntnisse', 'MS Office'],
    ],
    ['items among the skills', ['Kenntnisse', 'MS Office, Deutsch (Muttersprache), Englisch (B2)']],
    ['a section', ['Sprachen', 'Deutsch (Muttersprache), Englisch (B2)', 'Kenntnisse', 'MS Office']],
  ])('takes languages as %s into the languages with their level, not into the skills', (_, lines) => {
    const proposal = parse(['Steffi Hoffmann', ...lines]);
    expect(proposal.languages).toEqual({
      tids: [6001, 6002],
      notes: 'Deutsch: Muttersprache, Englisch: B2',
      levels: [
        { tid: 6001, level: 'native' },
        { tid: 6002, level: 'B2' },
      ],
    });
    expect(proposal.skills).toEqual({ tids: [5001] });
  });

  it.each([
    ['Englisch – fließend', 'fließend', 'C1'],
    ['Englisch: verhandlungssicher', 'verhandlungssicher', 'C1'],
    ['Englisch (Grundkenntnisse)', 'Grundkenntnisse', 'A2'],
    ['Englisch – gut', 'gut', 'B2'],
    ['Englisch (sehr gut)', 'sehr gut', 'B2'],
    ['Englisch (C2)', 'C2', 'C2'],
    ['Muttersprache: Deutsch', 'Muttersprache', 'native'],
  ])('reads "%s" as level "%s", the resume\'s %s', (line, written, level) => {
    const proposal = parse(['Sprachen', line]);
    expect(proposal.languageLevels[0].level).toBe(written);
    expect(proposal.languages.levels).toEqual([{ tid: proposal.languages.tids[0], level }]);
  });

  it('proposes nothing it cannot find', () => {
    const proposal = parse(['Bewerbung als Pflegekraft', 'Sehr geehrte Damen und Herren,']);
    expect(proposal).toEqual({
      personalInfo: {},
      workExperience: [],
      education: [],
      languages: { tids: [] },
      languageLevels: [],
      skills: { tids: [] },
    });
  });
});

describe('parseCv over a PDF typeset with ligatures, a photo and "●" bullets', () => {
  it('finds the name, the whole e-mail address, every task and the languages', async () => {
    const pdf = await ligaturePdf([
      'Steffi Hoffmann',
      'Lindenweg 4 · 83022 Rosenheim · 0171 2345678 · steffi.hoffmann@web.de',
      'Berufserfahrung',
      'Pflegefachkraft',
      'Klinikum Rosenheim, Rosenheim',
      '03/2019 – heute',
      '● Grund- und Behandlungspflege',
      '● Pflegeplanung und Dokumentation',
      'Kenntnisse',
      'MS Office, Wundmanagement',
      'Sprachen: Deutsch (Muttersprache), Englisch – fließend',
    ]);
    const proposal = parseCv(await extractCvText(pdf, 'application/pdf'), SEEDED_VOCABULARIES);
    expect(proposal.personalInfo).toMatchObject({
      firstName: 'Steffi',
      lastName: 'Hoffmann',
      email: 'steffi.hoffmann@web.de',
    });
    expect(proposal.workExperience).toMatchObject([
      {
        jobTitle: 'Pflegefachkraft',
        companyName: 'Klinikum Rosenheim',
        summary: 'Grund- und Behandlungspflege\nPflegeplanung und Dokumentation',
      },
    ]);
    expect(proposal.languages.levels).toEqual([
      { tid: 6001, level: 'native' },
      { tid: 6002, level: 'C1' },
    ]);
    expect(proposal.skills).toEqual({ tids: [5001, 5036] });
  });
});
