// What a draft may hold and what submitting needs (docs/product.md §3 Job fields, docs/product.md §5): each rule with
// its German message.
import { closeGraphQLTestDb, openGraphQLTestDb } from '../graphql/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client';
import { builtinDraftSections } from '../ai/builtin-draft';
import { sanitizeRichText } from '../richtext/sanitize-rich-text';
import { missingFields } from './posting-checks';
import { applyPatch, EMPTY_FIELDS, type PostingFields } from './posting-fields';
import { parsePostingPatch } from './posting-input';
import { expiryOf } from './posting-runtime';

let db: Db;
beforeAll(async () => {
  db = await openGraphQLTestDb();
});
afterAll(() => closeGraphQLTestDb());

const NOW = new Date('2026-11-24T10:00:00Z');
const complete: PostingFields = {
  ...EMPTY_FIELDS,
  organizationId: crypto.randomUUID(),
  title: 'Pflegefachkraft',
  description: '<p>Text</p>',
  locations: [{ label: 'Nürnberg', lat: 49.45, lon: 11.08, address: null }],
  employmentTypes: [1],
  occupationalFields: [2],
};
const missing = (fields: Partial<PostingFields>, salaryRequired = false) =>
  missingFields(db, { ...complete, ...fields }, { salaryRequired }, NOW);

describe('posting rules', () => {
  it('checks each field of a draft on its own and keeps the good ones', () => {
    const { patch, errors } = parsePostingPatch({
      title: '  Koch  ',
      linkUrl: 'ftp://example.test',
      availabilityPeriod: { start: '2026-12-01', end: '2026-11-01' },
      durationDays: 400,
      locations: [{ label: 'Fürth', lat: 99, lon: 11 }],
      applicationQualifyingQuestions: [{ question: 'Führerschein?', answerType: 'yes_no', expected: 'yes' }],
    });
    expect(errors).toEqual([
      { field: 'linkUrl', message: 'Bitte geben Sie eine vollständige Adresse an, die mit https:// beginnt.' },
      {
        field: 'locations.0.lat',
        message: 'Der Ort hat keine gültigen Koordinaten. Bitte wählen Sie ihn aus der Liste.',
      },
      { field: 'availabilityPeriod.end', message: 'Das Ende muss nach dem Beginn liegen.' },
      { field: 'durationDays', message: 'Die Laufzeit muss zwischen 1 und 365 Tagen liegen.' },
    ]);
    const fields = applyPatch(EMPTY_FIELDS, patch, 'filtered_html');
    expect(fields.title).toBe('Koch');
    expect(fields.applicationQualifyingQuestions).toEqual([
      { id: expect.any(String), question: 'Führerschein?', answerType: 'yes_no', expected: 'yes' },
    ]);
  });

  it('asks for what submitting needs, by the type of ad and how candidates apply', async () => {
    expect(await missing({})).toEqual([]);
    expect((await missing({ title: ' ', locations: [], employmentTypes: [] })).map((e) => e.field)).toEqual([
      'title',
      'locations',
      'employmentTypes',
    ]);
    expect(await missing({ type: 'job_per_link', description: '' })).toEqual([
      { field: 'linkUrl', message: 'Bitte geben Sie die Adresse Ihrer Anzeige an.' },
    ]);
    expect((await missing({ description: '<p> </p>' })).map((e) => e.field)).toEqual(['description']);
    expect((await missing({ applicationWorkflow: 'email' })).map((e) => e.field)).toEqual(['applicationEmails']);
    expect((await missing({ applicationWorkflow: 'link' })).map((e) => e.field)).toEqual(['applicationLink']);
    expect((await missing({ applicationRequireQualifyingQuestions: true })).map((e) => e.field)).toEqual([
      'applicationQualifyingQuestions',
    ]);
  });

  it('counts the automatic draft\'s "[… hier …]" placeholders left in the text as missing, naming them', async () => {
    const draft = builtinDraftSections(
      {
        title: 'Koch (m/w/d)',
        organization: 'Gasthof Post',
        places: ['Traunstein'],
        ...{ remoteOptions: [], employmentTypes: [], occupationalFields: [], fieldsOfStudy: [], degreeLevels: [] },
        ...{ yearsOfExperience: null, salary: null, salaryRange: null, languages: [], skills: [], benefits: [] },
        start: null,
        application: { workflow: null, emails: [], link: null },
      },
      'de',
    ).join('');
    const filled = draft.replace(/<p>\[(Beschreiben|Nennen)[^\]]*\]<\/p>/g, '<p>Unser Text.</p>');
    expect(await missing({ description: sanitizeRichText(filled, 'filtered_html') })).toEqual([
      {
        field: 'description',
        message:
          'Im Text stehen noch Platzhalter des Entwurfs: „[Stellen Sie hier Ihr Unternehmen in zwei, drei Sätzen vor.]“. ' +
          'Bitte ersetzen Sie sie durch Ihre eigenen Angaben oder löschen Sie sie.',
      },
    ]);
    expect((await missing({ description: sanitizeRichText(draft, 'filtered_html') }))[0].message).toContain(
      '„[Nennen Sie hier, wie man sich bewirbt.]“',
    );
    // Brackets of the employer's own are no placeholder.
    expect(await missing({ description: '<p>Schichtzulage [nach Tarif] und Jobrad.</p>' })).toEqual([]);
  });

  it('wants a salary range where the site requires one, and a publication time ahead', async () => {
    expect((await missing({}, true)).map((e) => e.field)).toEqual(['salary']);
    expect(await missing({ salary: { min: 3000, max: 3500, currencyCode: 'EUR', unit: 'month' } }, true)).toEqual([]);
    expect((await missing({ publishAt: new Date(NOW.getTime() - 1000) })).map((e) => e.field)).toEqual(['publishAt']);
    expect(await missing({ publishAt: new Date(NOW.getTime() + 1000) })).toEqual([]);
  });

  it('runs a job to its availability end, else for its duration or the site default, never beyond what was sold', () => {
    expect(expiryOf(NOW, { ...complete, availabilityPeriod: { end: '2026-12-20' } }, 30)).toEqual(
      new Date('2026-12-20T23:59:59Z'),
    );
    expect(expiryOf(NOW, { ...complete, durationDays: 14 }, 30)).toEqual(new Date('2026-12-08T10:00:00Z'));
    expect(expiryOf(NOW, complete, 30)).toEqual(new Date('2026-12-24T10:00:00Z'));
    // One credit buys the site's 30 days: a later end or a longer duration stops there.
    expect(expiryOf(NOW, { ...complete, availabilityPeriod: { end: '9999-12-31' } }, 30)).toEqual(
      new Date('2026-12-24T10:00:00Z'),
    );
    expect(expiryOf(NOW, { ...complete, durationDays: 365 }, 30)).toEqual(new Date('2026-12-24T10:00:00Z'));
    // An end already past (a republished job's old one) leaves the duration.
    expect(expiryOf(NOW, { ...complete, availabilityPeriod: { end: '2026-01-31' }, durationDays: 14 }, 30)).toEqual(
      new Date('2026-12-08T10:00:00Z'),
    );
  });

  it("refuses a runtime longer than the site's, next to the field", async () => {
    const site = { salaryRequired: false, defaultDurationDays: 30 };
    const check = (fields: Partial<PostingFields>) => missingFields(db, { ...complete, ...fields }, site, NOW);
    expect(await check({ durationDays: 30, availabilityPeriod: { end: '2026-12-24' } })).toEqual([]);
    expect(await check({ durationDays: 31, availabilityPeriod: { end: '2026-12-25' } })).toEqual([
      {
        field: 'durationDays',
        message: 'Eine Anzeige läuft auf dieser Seite höchstens 30 Tage. Bitte wählen Sie eine kürzere Laufzeit.',
      },
      {
        field: 'availabilityPeriod.end',
        message:
          'Eine Anzeige läuft auf dieser Seite höchstens 30 Tage ab der Veröffentlichung. Bitte wählen Sie als Ende spätestens den 24.12.2026.',
      },
    ]);
    // A publication time ahead moves the latest end with it.
    const publishAt = new Date('2026-12-01T08:00:00Z');
    expect(await check({ publishAt, availabilityPeriod: { end: '2026-12-31' } })).toEqual([]);
  });
});
