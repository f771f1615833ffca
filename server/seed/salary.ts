import { formatNumber } from './context';
import type { JobKind } from './job-titles';
import type { Occupation } from './occupations';
import type { Rng } from './prng';

export type SalaryUnit = 'hour' | 'month' | 'year';
/** max is null for "ab …" offers; min ≤ max otherwise. */
export type Salary = { min: number; max: number | null; unit: SalaryUnit };

/** Statutory minimum wage per hour (2026) and the Minijob earnings limit per month. */
export const MINIMUM_WAGE = 13.9;
export const MINIJOB_LIMIT = 603;
const HOURS_PER_MONTH = 173;

const roundTo = (value: number, step: number) => Math.round(value / step) * step;
const cents = (value: number) => Math.round(value * 100) / 100;

/**
 * A salary range the way German ads state it: monthly for most skilled jobs, yearly for academics and
 * managers, hourly for helpers, Minijobs, working students and freelancers; about a quarter state none.
 */
export function salaryFor(rng: Rng, occ: Occupation, kind: JobKind): Salary | null {
  if (kind !== 'minijob' && rng.chance(0.27)) return null;
  switch (kind) {
    case 'ausbildung': {
      const min = roundTo(rng.int(1020, 1340), 10);
      return { min, max: min + roundTo(rng.int(140, 260), 10), unit: 'month' };
    }
    case 'werkstudent': {
      const min = cents(rng.int(1450, 1800) / 100);
      return { min, max: cents(min + rng.int(0, 8) * 0.25), unit: 'hour' };
    }
    case 'praktikum':
      if (rng.chance(0.4)) return null;
      return { min: roundTo(rng.int(600, 1600), 50), max: null, unit: 'month' };
    case 'minijob':
      if (rng.chance(0.4)) return { min: MINIJOB_LIMIT, max: MINIJOB_LIMIT, unit: 'month' };
      return {
        min: cents(MINIMUM_WAGE + rng.int(0, 8) * 0.25),
        max: rng.chance(0.5) ? null : cents(MINIMUM_WAGE + 2 + rng.int(0, 8) * 0.25),
        unit: 'hour',
      };
    case 'freelance': {
      const min = rng.int(7, 18) * 5;
      return { min, max: min + rng.int(2, 6) * 5, unit: 'hour' };
    }
    default:
      return regularSalary(rng, occ);
  }
}

function regularSalary(rng: Rng, occ: Occupation): Salary {
  const [lo, hi] = occ.pay;
  const monthlyMin = lo + (hi - lo) * rng.float() * 0.45;
  const monthlyMax = Math.min(hi * 1.08, monthlyMin + (hi - lo) * (0.15 + rng.float() * 0.45));
  const open = rng.chance(0.08);
  const unit: SalaryUnit = rng.weighted(
    {
      helfer: [
        ['hour', 45],
        ['month', 55],
      ] as const,
      fachkraft: [
        ['month', 78],
        ['hour', 12],
        ['year', 10],
      ] as const,
      spezialist: [
        ['year', 55],
        ['month', 45],
      ] as const,
      experte: [
        ['year', 80],
        ['month', 20],
      ] as const,
      leitung: [
        ['year', 75],
        ['month', 25],
      ] as const,
    }[occ.level],
  );
  if (unit === 'hour') {
    const min = Math.max(MINIMUM_WAGE, cents(roundTo(monthlyMin / HOURS_PER_MONTH, 0.05)));
    return { min, max: open ? null : Math.max(min, cents(roundTo(monthlyMax / HOURS_PER_MONTH, 0.05))), unit };
  }
  if (unit === 'year') {
    const salaries = rng.chance(0.3) ? 13 : 12;
    const min = roundTo(monthlyMin * salaries, 1000);
    return { min, max: open ? null : Math.max(min, roundTo(monthlyMax * salaries, 1000)), unit };
  }
  const min = roundTo(monthlyMin, 50);
  return { min, max: open ? null : Math.max(min, roundTo(monthlyMax, 50)), unit };
}

const euro = (value: number, unit: SalaryUnit) => formatNumber(value, unit === 'hour' && value % 1 !== 0);

const PER: Record<SalaryUnit, string> = { hour: 'pro Stunde', month: 'brutto im Monat', year: 'brutto im Jahr' };

/** "3.400–3.900 € brutto im Monat", "ab 15,50 € pro Stunde". */
export function salaryText(s: Salary): string {
  if (s.max === null) return `ab ${euro(s.min, s.unit)} € ${PER[s.unit]}`;
  if (s.max === s.min) return `${euro(s.min, s.unit)} € ${PER[s.unit]}`;
  return `${euro(s.min, s.unit)}–${euro(s.max, s.unit)} € ${PER[s.unit]}`;
}
