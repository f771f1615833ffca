import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { filtersArg, idArg, limitArg, offsetArg, parseArgs, sortingArg } from './validation';

function problem(fn: () => unknown) {
  try {
    fn();
  } catch (error) {
    const e = error as { message: string; extensions: Record<string, unknown> };
    return { message: e.message, code: e.extensions.code, field: e.extensions.field };
  }
  throw new Error('expected a validation error');
}

describe('parseArgs', () => {
  const schema = z.object({ limit: limitArg(20), offset: offsetArg, id: idArg });

  it('fills defaults for absent and null optional arguments', () => {
    const id = '2b0d5c3e-6b1f-4c57-9f3a-0c1d2e3f4a5b';
    expect(parseArgs(schema, { id })).toEqual({ limit: 20, offset: 0, id });
    expect(parseArgs(schema, { id, limit: null, offset: null })).toEqual({ limit: 20, offset: 0, id });
  });

  it('answers BAD_USER_INPUT in German, naming the argument', () => {
    expect(problem(() => parseArgs(schema, { id: 'x', limit: 101 }))).toEqual({
      message: 'Ungültige Eingabe bei „limit“: Der Wert darf höchstens 100 sein.',
      code: 'BAD_USER_INPUT',
      field: 'limit',
    });
    expect(problem(() => parseArgs(schema, { id: 'x', offset: -1 })).message).toBe(
      'Ungültige Eingabe bei „offset“: Der Wert muss mindestens 0 sein.',
    );
    expect(problem(() => parseArgs(schema, { id: 'keine-id' })).message).toBe(
      'Ungültige Eingabe bei „id“: Das ist keine gültige ID.',
    );
    expect(problem(() => parseArgs(schema, {})).message).toBe('Ungültige Eingabe bei „id“: Die Angabe fehlt.');
  });
});

describe('sortingArg and filtersArg (docs/product.md §3, §5)', () => {
  const sorting = z.object({ sorting: sortingArg(['startDate', 'label']) });
  const filters = z.object({ filters: filtersArg({ status: ['active', 'expired'], type: null }) });

  it('accepts known fields with asc/desc in any case', () => {
    expect(parseArgs(sorting, { sorting: [{ field: 'label', value: 'DESC' }] })).toEqual({
      sorting: [{ field: 'label', direction: 'desc' }],
    });
    expect(parseArgs(sorting, {})).toEqual({ sorting: [] });
  });

  it('refuses unknown sort fields and directions', () => {
    expect(problem(() => parseArgs(sorting, { sorting: [{ field: 'password', value: 'asc' }] })).message).toBe(
      'Ungültige Eingabe bei „sorting[0].field“: Danach kann nicht sortiert werden; möglich sind: startDate, label.',
    );
    expect(problem(() => parseArgs(sorting, { sorting: [{ field: 'label', value: 'up' }] })).field).toBe(
      'sorting[0].value',
    );
  });

  it('splits comma values, removes duplicates and reads the operator', () => {
    expect(
      parseArgs(filters, {
        filters: [
          { field: 'status', value: 'active, expired,active' },
          { field: 'type', value: 'x', operator: '!=' },
        ],
      }),
    ).toEqual({
      filters: [
        { field: 'status', values: ['active', 'expired'], negate: false },
        { field: 'type', values: ['x'], negate: true },
      ],
    });
  });

  it('refuses unknown filter fields, values and operators', () => {
    expect(problem(() => parseArgs(filters, { filters: [{ field: 'owner', value: 'x' }] })).field).toBe(
      'filters[0].field',
    );
    expect(
      problem(() => parseArgs(filters, { filters: [{ field: 'status', value: 'active,gelöscht' }] })).message,
    ).toBe('Ungültige Eingabe bei „filters[0].value“: Unbekannter Wert „gelöscht“; möglich sind: active, expired.');
    expect(
      problem(() => parseArgs(filters, { filters: [{ field: 'status', value: 'active', operator: 'LIKE' }] })).field,
    ).toBe('filters[0].operator');
  });
});
