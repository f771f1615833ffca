import { describe, expect, it } from 'vitest';
import { parseContact, splitName } from './cv-contact';

const contact = (lines: string[]) => parseContact(lines, lines);

describe('parseContact', () => {
  it.each([
    ['Telefon: 0171 2345678', '0171 2345678'],
    ['Mobil: +49 (0)171 234 56 78', '+49 (0)171 234 56 78'],
    ['Tel.: 08031/123456', '08031/123456'],
    ['Musterweg 1 · 83022 Rosenheim · 0171 - 2345678 · a@b.de', '0171 - 2345678'],
  ])('finds the phone in %s', (line, phone) => {
    expect(contact([line]).phone).toBe(phone);
  });

  it('takes no period for a phone number', () => {
    expect(contact(['04/2016 - 02/2019']).phone).toBeUndefined();
  });

  it.each([
    [['Anschrift: Hauptstraße 5', '83022 Rosenheim'], '83022 Rosenheim'],
    [['Wohnort: Am Bach 2, 84453 Mühldorf am Inn'], '84453 Mühldorf am Inn'],
    [['Lindenweg 4 | 93047 Regensburg | anna@beispiel.de'], '93047 Regensburg'],
  ])('finds the home location in %j', (lines, home) => {
    expect(contact(lines).homeLocationText).toBe(home);
  });

  it.each([
    [['Lebenslauf', 'Dr. Anna Maria Huber'], { firstName: 'Anna Maria', lastName: 'Huber' }],
    [['Vorname: Jonas', 'Nachname: Weiß'], { firstName: 'Jonas', lastName: 'Weiß' }],
    [['Lebenslauf von Frau Elif Özdemir'], { firstName: 'Elif', lastName: 'Özdemir', salutation: 'ms' }],
  ])('finds the name in %j', (lines, name) => {
    expect(contact(lines)).toMatchObject(name);
  });

  it('finds the birthday next to its label, and the e-mail anywhere', () => {
    expect(contact(['geb. am 5. Mai 1988', 'E-Mail: jonas.weiss@beispiel.de'])).toMatchObject({
      birthday: '1988-05-05',
      email: 'jonas.weiss@beispiel.de',
    });
  });
});

describe('splitName', () => {
  it.each([
    ['Anna-Lena von der Heide', { firstName: 'Anna-Lena', lastName: 'von der Heide' }],
    ['Herr Thomas Müller', { firstName: 'Thomas', lastName: 'Müller' }],
    ['Madonna', null],
  ])('%s', (name, parts) => {
    expect(splitName(name)).toEqual(parts);
  });
});
