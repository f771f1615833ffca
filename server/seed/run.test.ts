import { describe, expect, it } from 'vitest';
import { DEFAULT_REFERENCE_DATE } from './context';
import { parseArgs } from './run';

describe('seed command line', () => {
  it('defaults to seed 1 and the fixed reference date', () => {
    expect(parseArgs([])).toEqual({
      seed: 1,
      referenceDate: new Date(`${DEFAULT_REFERENCE_DATE}T08:00:00Z`),
      scale: undefined,
      regionIds: undefined,
    });
  });

  it('reads --seed, --stichtag (or --reference-date), --scale and --regionen', () => {
    expect(
      parseArgs(['--seed', '7', '--stichtag', '2027-01-15', '--scale', '100000', '--regionen', 'rosenheim,franken']),
    ).toEqual({
      seed: 7,
      referenceDate: new Date('2027-01-15T08:00:00Z'),
      scale: 100_000,
      regionIds: ['rosenheim', 'franken'],
    });
    expect(parseArgs(['--reference-date=2027-02-01']).referenceDate).toEqual(new Date('2027-02-01T08:00:00Z'));
  });

  it('refuses invalid values with a German message', () => {
    expect(() => parseArgs(['--seed', 'abc'])).toThrow(/--seed muss eine ganze Zahl sein/);
    expect(() => parseArgs(['--stichtag', '20.11.2026'])).toThrow(/--stichtag muss ein Datum/);
    expect(() => parseArgs(['--scale'])).toThrow(/--scale braucht einen Wert/);
    expect(() => parseArgs(['--regionen', 'atlantis'])).toThrow(/Unbekannte Region/);
  });
});
