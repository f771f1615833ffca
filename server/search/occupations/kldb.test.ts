import { describe, expect, it } from 'vitest';
import { kldbOccupations, parseKldb } from './kldb';

describe('the KldB 2010 (version 2020) occupations as shipped', () => {
  const occupations = kldbOccupations();
  const byCode = new Map(occupations.map((o) => [o.code, o]));

  it('holds every five-digit occupation once, with its assigned titles', () => {
    expect(occupations).toHaveLength(1301);
    expect(byCode.size).toBe(1301);
    expect(occupations.every((o) => /^\d{5}$/.test(o.code))).toBe(true);
    expect(occupations.reduce((sum, o) => sum + o.titles.length, 0)).toBe(18838);
    // One occupation of the source lists no titles.
    expect(occupations.filter((o) => o.titles.length === 0)).toHaveLength(1);
  });

  it.each([
    ['72213', 'Berufe in der Buchhaltung – komplexe Spezialistentätigkeiten', 'Buchhalter/in'],
    ['51311', 'Berufe in der Lagerwirtschaft – Helfer-/Anlerntätigkeiten', 'Lagerhelfer/in'],
    ['51311', 'Berufe in der Lagerwirtschaft – Helfer-/Anlerntätigkeiten', 'Lagerarbeiter/in'],
    ['25212', 'Berufe in der Kraftfahrzeugtechnik – fachlich ausgerichtete Tätigkeiten', 'Kfz-Mechatroniker/in'],
    ['01104', 'Offiziere', 'Offizier - Truppendienst'],
  ])('%s is "%s" and lists %s', (code, label, title) => {
    expect(byCode.get(code)?.label).toBe(label);
    expect(byCode.get(code)?.titles).toContain(title);
  });

  it('names the occupation each excluded title belongs to instead, where that title is assigned', () => {
    expect(byCode.get('81102')?.excluded).toContainEqual({ title: 'Arztsekretär/in', code: '73222' });
    for (const occupation of occupations)
      for (const excluded of occupation.excluded) {
        expect(excluded.code).not.toBe(occupation.code);
        expect(byCode.get(excluded.code)?.titles).toContain(excluded.title);
      }
    expect(occupations.reduce((sum, o) => sum + o.excluded.length, 0)).toBe(4285);
  });
});

describe('reading the generated layout', () => {
  it('puts the usual label back, keeps an unusual one and resolves excluded titles', () => {
    const parsed = parseKldb(
      '7221\tBerufe in der Buchhaltung\n7321\tBerufe in der Verwaltung',
      '72212\t\tBuchhaltungsfachkraft\t72213.1\n72213\t\tBuchhalter/in|Finanzbuchhalter/in\t\n73219\tEigenes Label\t\t',
    );
    expect(parsed.map((o) => o.label)).toEqual([
      'Berufe in der Buchhaltung – fachlich ausgerichtete Tätigkeiten',
      'Berufe in der Buchhaltung – komplexe Spezialistentätigkeiten',
      'Eigenes Label',
    ]);
    expect(parsed[0].excluded).toEqual([{ title: 'Finanzbuchhalter/in', code: '72213' }]);
    expect(parsed[2]).toMatchObject({ groupLabel: 'Berufe in der Verwaltung', titles: [], excluded: [] });
  });
});
