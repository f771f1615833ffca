import { describe, expect, it } from 'vitest';
import messages from '@/messages/de.json';
import { EXPERIENCE_RANGES, experienceRange } from './experience';

describe('years of experience as ranges', () => {
  it.each([
    [0, 'Berufseinsteiger'],
    [1, '1–2 Jahre'],
    [2, '1–2 Jahre'],
    [3, '3–5 Jahre'],
    [5, '3–5 Jahre'],
    [6, '6–10 Jahre'],
    [10, '6–10 Jahre'],
    [11, 'Mehr als 10 Jahre'],
    [25, 'Mehr als 10 Jahre'],
  ])('%i years read as "%s"', (years, label) => {
    expect(messages.experience[experienceRange(years).key]).toBe(label);
  });

  it('the ranges follow each other without gaps, from no experience upwards', () => {
    EXPERIENCE_RANGES.forEach((range, i) => {
      expect(range.min).toBe(i === 0 ? 0 : EXPERIENCE_RANGES[i - 1].max + 1);
      expect(range.max).toBeGreaterThanOrEqual(range.min);
    });
  });
});
