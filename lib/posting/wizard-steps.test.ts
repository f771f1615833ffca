import { describe, expect, it } from 'vitest';
import { neighbours, stepOfField, stepsFor, wizardPath } from './wizard-steps';

describe('wizard steps', () => {
  it.each([
    ['job_per_template', 7, true],
    ['job_per_link', 6, false],
    ['job_per_file', 6, false],
  ] as const)('a %s job has %i steps, the description among them: %s', (type, count, hasText) => {
    expect(stepsFor(type)).toHaveLength(count);
    expect(stepsFor(type).includes('beschreibung')).toBe(hasText);
    expect(stepsFor(type).at(-1)).toBe('vorschau');
  });

  it.each([
    ['job_per_template', 'ort', 'anzeige', 'anforderungen'],
    ['job_per_template', 'gehalt', 'anforderungen', 'beschreibung'],
    ['job_per_link', 'gehalt', 'anforderungen', 'bewerbung'],
    ['job_per_file', 'bewerbung', 'gehalt', 'vorschau'],
  ] as const)('%s: %s comes after %s and before %s', (type, step, previous, next) => {
    expect(neighbours(type, step)).toEqual({ previous, next });
  });

  it('has no step before the first and none after the preview', () => {
    expect(neighbours('job_per_link', 'anzeige')).toEqual({ previous: null, next: 'ort' });
    expect(neighbours('job_per_link', 'vorschau')).toEqual({ previous: 'bewerbung', next: null });
  });

  it.each([
    ['title', 'anzeige'],
    ['locations.0.label', 'ort'],
    ['availabilityPeriod.end', 'ort'],
    ['skillsFree', 'anforderungen'],
    ['salary.max', 'gehalt'],
    ['description', 'beschreibung'],
    ['applicationEmails.1', 'bewerbung'],
    ['publishAt', 'vorschau'],
  ])('an error of %s is shown on step %s', (field, step) => {
    expect(stepOfField(field)).toBe(step);
  });

  it('puts the id into the path encoded', () => {
    expect(wizardPath('a/b', 'ort')).toBe('/job/wizard/a%2Fb/ort');
  });
});
