import { describe, expect, it } from 'vitest';
import { fromLocalDateTime, toLocalDateTime } from './publish-time';

describe('publish time between the datetime-local field and the API', () => {
  it('goes there and back to the minute in the browser time zone', () => {
    const iso = fromLocalDateTime('2026-12-01T09:30');
    expect(iso).toMatch(/^2026-1[12]-\d\dT\d\d:30:00\.000Z$/);
    expect(toLocalDateTime(iso)).toBe('2026-12-01T09:30');
  });

  it.each([[''], ['kein Datum']])('reads %j as no time', (value) => {
    expect(fromLocalDateTime(value)).toBeNull();
  });

  it.each([[null], [undefined], ['']])('shows %j as an empty field', (iso) => {
    expect(toLocalDateTime(iso)).toBe('');
  });
});
