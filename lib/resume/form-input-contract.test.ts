import { globSync, readFileSync } from 'node:fs';
import { buildSchema, getVariableValues, parse, print, type OperationDefinitionNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { SAVE_RESUME_SECTION } from '@/lib/graphql/documents/resume';
import { readForm, sectionInput, withoutBlankEntries } from './form-values';
import { SECTION_ORDER, SECTION_SLUGS } from './sections';

/** Every field each section form can post, filled, as the browser sends it. */
const FILLED: Record<string, Array<[string, string]>> = {
  personalInfo: [
    ['salutation', 'ms'],
    ['firstName', 'Anna'],
    ['lastName', 'Huber'],
    ['phone', '+49 861 1'],
    ['birthday', '1990-05-01'],
    ['homeLocation', 'Traunstein'],
    ['about', 'Hallo'],
  ],
  jobPreferences: [
    ['title', 'Pflege'],
    ['desiredOccupation', '1'],
    ['employmentType', '2'],
    ['desiredLocation', '83278'],
    ['radiusKm', '20'],
    ['salaryAmount', '3800'],
    ['salaryUnit', 'month'],
    ['careerStatus', '3'],
    ['availableStart', '2027-01-01'],
    ['availabilityPeriods', 'mornings'],
  ],
  workExperience: [
    ['0.id', ''],
    ['0.jobTitle', 'Leitung'],
    ['0.companyName', 'Klinik'],
    ['0.occupationalField', '1'],
    ['0.employmentType', '2'],
    ['0.location', 'Traunstein'],
    ['0.period.start', '03/2019'],
    ['0.period.current', 'on'],
    ['0.summary', 'Team'],
  ],
  education: [
    ['0.institution', 'Schule'],
    ['0.degreeLevel', '4'],
    ['0.fieldOfStudy', '5'],
    ['0.studyProgram', 'Pflege'],
    ['0.period.start', '09/2012'],
    ['0.period.end', '08/2015'],
  ],
  languages: [
    ['tids', '6'],
    ['level.6', 'C1'],
    ['free', 'Bairisch'],
    ['notes', 'gern'],
  ],
  skills: [
    ['tids', '8'],
    ['free', 'Excel'],
  ],
};

describe('the section forms speak the contract', () => {
  // The contract's files themselves (server/schema/contract-files.ts; the front end imports no server module).
  const contract = globSync('server/schema/**/*.graphql').sort();
  const schema = buildSchema(contract.map((file) => readFileSync(file, 'utf8')).join('\n'));
  const operation = parse(print(SAVE_RESUME_SECTION)).definitions.find(
    (d): d is OperationDefinitionNode => d.kind === 'OperationDefinition',
  )!;

  it.each(SECTION_ORDER.map((slug) => [slug]))('%s posts an input the schema accepts', (slug) => {
    const section = SECTION_SLUGS[slug];
    const form = new FormData();
    for (const [name, value] of FILLED[section]) form.append(name, value);
    const input = sectionInput(section, withoutBlankEntries(section, readForm(section, form)));
    const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], { input, wizard: false });
    expect(coerced.errors).toBeUndefined();
    expect(Object.keys(input)).toEqual([section]);
  });
});
