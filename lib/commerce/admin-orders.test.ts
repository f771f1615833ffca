import { describe, expect, it } from 'vitest';
import { adminOrdersHref, parseAdminOrdersQuery } from './admin-orders';

describe('parseAdminOrdersQuery', () => {
  it.each([
    [{}, { status: null, page: 0, notice: null }],
    [
      { status: 'paid', seite: '3' },
      { status: 'paid', page: 2, notice: null },
    ],
    [
      { status: 'gelöscht', seite: '-4' },
      { status: null, page: 0, notice: null },
    ],
    [{ seite: 'zwei' }, { status: null, page: 0, notice: null }],
    [{ seite: '100000' }, { status: null, page: 999, notice: null }],
    [
      { meldung: 'cancelled', bestellung: 'B-2026-00007' },
      { status: null, page: 0, notice: { kind: 'cancelled', number: 'B-2026-00007' } },
    ],
    // The address cannot put words on the page: an unknown notice or a number of another shape shows nothing.
    [
      { meldung: 'gehackt', bestellung: 'B-2026-00007' },
      { status: null, page: 0, notice: null },
    ],
    [
      { meldung: 'paid', bestellung: 'Bitte überweisen Sie an …' },
      { status: null, page: 0, notice: null },
    ],
  ])('%j → %j', (query, parsed) => {
    expect(parseAdminOrdersQuery(query)).toEqual(parsed);
  });
});

describe('adminOrdersHref', () => {
  it.each([
    [{ status: null, page: 0, notice: null }, '/job-manager/bestellungen'],
    [{ status: 'pending', page: 1, notice: null }, '/job-manager/bestellungen?status=pending&seite=2'],
    [
      { status: 'paid', page: 0, notice: { kind: 'refunded', number: 'B-2026-00001' } },
      '/job-manager/bestellungen?status=paid&meldung=refunded&bestellung=B-2026-00001#meldung',
    ],
  ] as const)('%j → %s', (query, href) => {
    expect(adminOrdersHref(query)).toBe(href);
    expect(parseAdminOrdersQuery(Object.fromEntries(new URL(href, 'http://x').searchParams))).toEqual(query);
  });
});
