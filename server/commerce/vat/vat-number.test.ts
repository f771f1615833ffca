import { describe, expect, it } from 'vitest';
import { EU_MEMBER_STATES } from '../countries';
import { VAT_NUMBER_EXAMPLES } from './vat-prefixes';
import { normaliseVatInput, parseVatNumber } from './vat-number';

/*
 * VAT numbers checked by format and check digit per country. The valid and invalid numbers
 * below were confirmed with a second, independent implementation (the npm port of python-stdnum), so a
 * mistake in jsvat's rules would show here.
 */

// [address country, typed, VIES country, number without prefix]
const VALID: Array<[string, string, string, string]> = [
  ['DE', 'DE136695976', 'DE', '136695976'],
  ['AT', 'ATU13585627', 'AT', 'U13585627'],
  ['AT', 'ATU12345675', 'AT', 'U12345675'],
  ['FR', 'FR40303265045', 'FR', '40303265045'],
  ['FR', 'FRK7399859412', 'FR', 'K7399859412'],
  // Keys with letters: jsvat does not check them, check-digit-gaps.ts does.
  ['FR', 'FRVT414657940', 'FR', 'VT414657940'],
  ['FR', 'FR3Q195754395', 'FR', '3Q195754395'],
  ['NL', 'NL004495445B01', 'NL', '004495445B01'],
  // A sole trader's number since 2020 (mod 97 over the whole number).
  ['NL', 'NL000099998B57', 'NL', '000099998B57'],
  ['IT', 'IT00743110157', 'IT', '00743110157'],
  ['ES', 'ESA13585625', 'ES', 'A13585625'],
  ['ES', 'ESX5253868R', 'ES', 'X5253868R'],
  // Entities of type J and U with a control letter, which jsvat refuses.
  ['ES', 'ESJ7861721D', 'ES', 'J7861721D'],
  ['ES', 'ESU4499146A', 'ES', 'U4499146A'],
  ['PL', 'PL8567346215', 'PL', '8567346215'],
  ['BE', 'BE0411905847', 'BE', '0411905847'],
  ['GR', 'EL094259216', 'EL', '094259216'],
  ['IE', 'IE6388047V', 'IE', '6388047V'],
  ['IE', 'IE3628739UA', 'IE', '3628739UA'],
  ['SE', 'SE556188840401', 'SE', '556188840401'],
  ['DK', 'DK13585628', 'DK', '13585628'],
  ['CY', 'CY10259033P', 'CY', '10259033P'],
];

// One wrong digit of a valid number each.
const WRONG_CHECK_DIGIT: Array<[string, string]> = [
  ['DE', 'DE136695977'],
  ['AT', 'ATU13585626'],
  ['FR', 'FR41303265045'],
  ['FR', 'FRTB462918407'],
  ['FR', 'FRDE100055433'],
  ['NL', 'NL004495446B01'],
  ['IT', 'IT00743110158'],
  ['ES', 'ESA28015866'],
  ['ES', 'ESX5253868S'],
  ['ES', 'ESJ2791088C'],
  ['PL', 'PL8567346216'],
  ['BE', 'BE0411905848'],
  ['GR', 'EL094259217'],
  ['IE', 'IE6388047W'],
  ['SE', 'SE556188840501'],
  ['DK', 'DK13585627'],
];

// Too short, too long, letters where digits belong, a leading zero Germany does not issue.
const WRONG_FORMAT: Array<[string, string]> = [
  ['DE', 'DE12345678'],
  ['DE', 'DE013669597'],
  ['DE', 'DE1366959761'],
  ['AT', 'ATU1234567'],
  ['AT', 'ATX13585627'],
  ['FR', 'FR123'],
  ['NL', 'NL004495445'],
  ['IT', 'ITABCDEFGHIJK'],
  ['ES', 'ES123'],
  ['PL', 'PL856734621'],
  ['BE', 'BE2411905847'],
  ['GR', 'EL12345678'],
  ['IE', 'IE12345678'],
  ['SE', 'SE5561888404'],
  ['DK', 'DK1358562'],
  ['AT', ''],
  ['AT', ' - . '],
  ['AT', 'CHE-123.456.789 MWST'],
];

describe('parseVatNumber: format and check digit per country', () => {
  it.each(VALID)('%s: %s is valid', (address, typed, viesCountryCode, number) => {
    expect(parseVatNumber(typed, address)).toEqual({
      ok: true,
      vatNumber: { viesCountryCode, number, display: `${viesCountryCode}${number}` },
    });
  });

  it.each(WRONG_CHECK_DIGIT)('%s: %s fails its check digit', (address, typed) => {
    expect(parseVatNumber(typed, address)).toEqual({ ok: false, problem: { kind: 'checkDigit', country: address } });
  });

  it.each(WRONG_FORMAT)('%s: "%s" has the wrong format', (address, typed) => {
    expect(parseVatNumber(typed, address)).toEqual({ ok: false, problem: { kind: 'format', country: address } });
  });

  it('knows the rules of all 27 member states, and every example shown in a message has the right format', () => {
    // Examples are shapes, not numbers: they may fail the check digit, never the format.
    const wrongShape = EU_MEMBER_STATES.filter((country) => {
      const result = parseVatNumber(VAT_NUMBER_EXAMPLES[country], country);
      return !result.ok && result.problem.kind === 'format';
    });
    expect(wrongShape).toEqual([]);
  });
});

describe('parseVatNumber: what people type', () => {
  const VARIANTS: Array<[address: string, typed: string, display: string]> = [
    ['DE', 'de 136 695 976', 'DE136695976'],
    ['DE', 'DE-136-695-976', 'DE136695976'],
    ['DE', 'de136.695.976', 'DE136695976'],
    ['DE', '136695976', 'DE136695976'],
    ['DE', '\u00a0DE 136695976\t', 'DE136695976'],
    ['AT', ' atu13585627 ', 'ATU13585627'],
    ['AT', 'AT U 135 856 27', 'ATU13585627'],
    ['AT', 'U13585627', 'ATU13585627'],
    // The U taken for part of the prefix and left out.
    ['AT', '13585627', 'ATU13585627'],
    ['AT', 'AT13585627', 'ATU13585627'],
    ['GR', 'GR094259216', 'EL094259216'],
    ['GR', 'el 094 259 216', 'EL094259216'],
    ['GR', '094259216', 'EL094259216'],
    // An address written with Greece's VAT prefix.
    ['EL', 'EL094259216', 'EL094259216'],
    ['at', 'ATU13585627', 'ATU13585627'],
    // Belgian numbers before 2007 had nine digits.
    ['BE', 'BE 411.905.847', 'BE0411905847'],
    ['NL', 'nl004495445b01', 'NL004495445B01'],
    ['FR', 'K7399859412', 'FRK7399859412'],
    ['PL', '856-734-62-15', 'PL8567346215'],
    ['SE', 'SE 556188-8404 01', 'SE556188840401'],
    ['IE', 'ie 6388047v', 'IE6388047V'],
  ];

  it.each(VARIANTS)('%s: "%s" is read as %s', (address, typed, display) => {
    const result = parseVatNumber(typed, address);
    expect(result.ok && result.vatNumber.display).toBe(display);
  });

  it('normalises case, spaces, dots, dashes and slashes', () => {
    expect(normaliseVatInput(' de 136.695-976/ ')).toBe('DE136695976');
  });
});

describe('parseVatNumber: the number and the address country', () => {
  const MISMATCH: Array<[address: string, typed: string, numberCountry: string]> = [
    ['AT', 'DE136695976', 'DE'],
    ['DE', 'ATU13585627', 'AT'],
    ['CY', 'EL094259216', 'GR'],
    ['GR', 'CY10259033P', 'CY'],
    ['FR', 'IT00743110157', 'IT'],
    // A wrong number with another country's prefix is still first of all from another country.
    ['AT', 'DE136695977', 'DE'],
  ];

  it.each(MISMATCH)('%s address, %s: the prefix names another member state', (address, typed, numberCountry) => {
    expect(parseVatNumber(typed, address)).toEqual({
      ok: false,
      problem: { kind: 'countryMismatch', numberCountry, addressCountry: address },
    });
  });

  it('takes a number of the address country whose own first letters spell another prefix', () => {
    // French keys may be two letters: "DE" here is the key of a French number, not Germany.
    expect(parseVatNumber('DE101108660', 'FR')).toMatchObject({ ok: true, vatNumber: { display: 'FRDE101108660' } });
    expect(parseVatNumber('DE100055433', 'FR')).toEqual({
      ok: false,
      problem: { kind: 'countryMismatch', numberCountry: 'DE', addressCountry: 'FR' },
    });
  });

  it('without an address country a prefix is needed', () => {
    expect(parseVatNumber('ATU13585627')).toMatchObject({ ok: true, vatNumber: { display: 'ATU13585627' } });
    expect(parseVatNumber('13585627')).toEqual({ ok: false, problem: { kind: 'format', country: null } });
  });

  it('outside the EU only a number with an EU prefix can be read, and no mismatch is claimed', () => {
    expect(parseVatNumber('CHE-123.456.789', 'CH')).toEqual({ ok: false, problem: { kind: 'format', country: null } });
    expect(parseVatNumber('DE136695976', 'CH')).toMatchObject({ ok: true, vatNumber: { viesCountryCode: 'DE' } });
  });
});
