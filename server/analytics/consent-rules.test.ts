import { describe, expect, it } from 'vitest';
import { grantsPurpose, isCurrentRecord, type ConsentRecord } from './consent-rules';

const NOW = Date.parse('2031-05-01T12:00:00Z');
const DAY = 86_400_000;
const SETTINGS = { cmpId: 'oASuI7ZQTg70', version: 2, maxAgeDays: 365 };
const RECORD: ConsentRecord = {
  id: 'k3J9x0Qm2ZpL7vT1wB5nYc',
  cmp: 'oASuI7ZQTg70',
  version: 2,
  at: new Date(NOW - 10 * DAY).toISOString(),
  statistics: true,
  marketing: false,
};

describe('a consent record', () => {
  it.each([
    ['holds for this banner and version within its age', RECORD, true],
    ['is another site’s', { ...RECORD, cmp: 'pWJMnBzuYkCy' }, false],
    ['is of an older banner version', { ...RECORD, version: 1 }, false],
    ['ran out after the configured days', { ...RECORD, at: new Date(NOW - 365 * DAY).toISOString() }, false],
    ['is a day younger than the limit', { ...RECORD, at: new Date(NOW - 364 * DAY).toISOString() }, true],
    ['comes from a clock a few hours ahead', { ...RECORD, at: new Date(NOW + 3_600_000).toISOString() }, true],
    ['claims a date far in the future', { ...RECORD, at: new Date(NOW + 30 * DAY).toISOString() }, false],
    ['has no readable date', { ...RECORD, at: 'gestern' }, false],
  ])('%s: %s', (_name, record, current) => {
    expect(isCurrentRecord(record, SETTINGS, NOW)).toBe(current);
  });

  it('grants exactly the purposes chosen, and nothing without a record', () => {
    expect(grantsPurpose(RECORD, 'statistics', SETTINGS, NOW)).toBe(true);
    expect(grantsPurpose(RECORD, 'marketing', SETTINGS, NOW)).toBe(false);
    expect(grantsPurpose(null, 'statistics', SETTINGS, NOW)).toBe(false);
    expect(grantsPurpose({ ...RECORD, version: 1 }, 'statistics', SETTINGS, NOW)).toBe(false);
  });
});
