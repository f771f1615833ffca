// docs/product.md §1.4 SALARY_FREE_INPUT and ATTACHMENTS_FEATURE_ACTIVE in a save: what each switch refuses, by the
// input and what the posting already holds (docs/product-decisions.md "Salary free input and attachments switched
// off").
import { describe, expect, it } from 'vitest';
import { EMPTY_FIELDS, type PostingFields } from './posting-fields';
import { parsePostingPatch } from './posting-input';
import { postingSwitches, refusedBySwitches } from './posting-switches';

const ON = { SALARY_FREE_INPUT: true, ATTACHMENTS_FEATURE_ACTIVE: true };
const SALARY_OFF = { ...ON, SALARY_FREE_INPUT: false };
const FILES_OFF = { ...ON, ATTACHMENTS_FEATURE_ACTIVE: false };
const SALARY_MESSAGE =
  'Auf dieser Seite geben Sie das Gehalt als Spanne aus der Liste an. Bitte wählen Sie eine Gehaltsspanne.';
const CV_MESSAGE =
  'Auf dieser Seite laden Bewerbende keine Dateien hoch. Einen Lebenslauf können Sie deshalb nicht zur Pflicht machen.';
const published: PostingFields = {
  ...EMPTY_FIELDS,
  salary: { min: 3000, max: 3600, currencyCode: 'EUR', unit: 'month' },
};

describe('site switches in a save', () => {
  it.each([
    ['free amounts, switch on', ON, EMPTY_FIELDS, { salary: { min: 3000, max: 3600 } }, []],
    ['free amounts, switch off', SALARY_OFF, EMPTY_FIELDS, { salary: { min: 3000, max: 3600 } }, ['salary']],
    ['only a lower end, switch off', SALARY_OFF, EMPTY_FIELDS, { salary: { min: 14.5, unit: 'hour' } }, ['salary']],
    ['a band, switch off', SALARY_OFF, EMPTY_FIELDS, { salaryRange: '40000-50000', salary: null }, []],
    ['no amount, only a period, switch off', SALARY_OFF, EMPTY_FIELDS, { salary: { unit: 'year' } }, []],
    ['the amounts it holds sent again, switch off', SALARY_OFF, published, { salary: published.salary }, []],
    ['its amounts changed, switch off', SALARY_OFF, published, { salary: { min: 3200, max: 3600 } }, ['salary']],
    ['"Lebenslauf ist Pflicht", attachments on', ON, EMPTY_FIELDS, { applicationRequireCv: true }, []],
    [
      '"Lebenslauf ist Pflicht", attachments off',
      FILES_OFF,
      EMPTY_FIELDS,
      { applicationRequireCv: true },
      ['applicationRequireCv'],
    ],
    ['the requirement taken back, attachments off', FILES_OFF, EMPTY_FIELDS, { applicationRequireCv: false }, []],
    [
      'the requirement it holds sent again, attachments off',
      FILES_OFF,
      { ...EMPTY_FIELDS, applicationRequireCv: true },
      { applicationRequireCv: true },
      [],
    ],
    ['free amounts, attachments off', FILES_OFF, EMPTY_FIELDS, { salary: { min: 3000, max: 3600 } }, []],
  ] as const)('%s: refuses %j', (_name, site, current, input, refused) => {
    const { patch, errors } = parsePostingPatch(input);
    expect(errors).toEqual([]);
    const before = Object.keys(patch);
    const found = refusedBySwitches(patch, current, site);
    expect(found.map((e) => e.field)).toEqual(refused);
    // A refused field is left out of the save, everything else is kept.
    expect(Object.keys(patch)).toEqual(before.filter((name) => !(refused as readonly string[]).includes(name)));
  });

  it('says in German what to do instead, next to the field', () => {
    const salary = parsePostingPatch({ salary: { min: 3000 }, applicationRequireCv: true }).patch;
    expect(
      refusedBySwitches(salary, EMPTY_FIELDS, { SALARY_FREE_INPUT: false, ATTACHMENTS_FEATURE_ACTIVE: false }),
    ).toEqual([
      { field: 'salary', message: SALARY_MESSAGE },
      { field: 'applicationRequireCv', message: CV_MESSAGE },
    ]);
  });

  it('reads the demo sites: no free salary on Rems-Murr, no attachments in Niederbayern', () => {
    expect(postingSwitches('rems-murr')).toMatchObject(SALARY_OFF);
    expect(postingSwitches('niederbayern')).toMatchObject(FILES_OFF);
    expect(postingSwitches('franken')).toMatchObject(ON);
  });
});
