import type { JobType } from '@/lib/graphql/generated/operations';

/** The wizard's steps in order, by their path segment (/job/wizard/<id>/<slug>). */
export const WIZARD_STEPS = [
  'anzeige',
  'ort',
  'anforderungen',
  'gehalt',
  'beschreibung',
  'bewerbung',
  'vorschau',
] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

/** Only a job per template has its own text; a link or file job shows the original ad instead. */
export function stepsFor(type: JobType): WizardStep[] {
  return WIZARD_STEPS.filter((step) => step !== 'beschreibung' || type === 'job_per_template');
}

export function isWizardStep(value: string): value is WizardStep {
  return (WIZARD_STEPS as readonly string[]).includes(value);
}

export function wizardPath(id: string, step: WizardStep): string {
  return `/job/wizard/${encodeURIComponent(id)}/${step}`;
}

/** The step before and after `step` for a job of `type` (null at either end). */
export function neighbours(type: JobType, step: WizardStep): { previous: WizardStep | null; next: WizardStep | null } {
  const steps = stepsFor(type);
  const at = steps.indexOf(step);
  return { previous: steps[at - 1] ?? null, next: at >= 0 ? (steps[at + 1] ?? null) : null };
}

/** The top-level JobPostingInput fields each step edits; a FieldError's path leads to its step. */
const STEP_FIELDS: Record<Exclude<WizardStep, 'vorschau'>, readonly string[]> = {
  anzeige: ['type', 'organizationId', 'title', 'organizationAssignment', 'linkUrl', 'fileId', 'logoFileId', 'videoUrl'],
  ort: ['locations', 'remoteOptions', 'employmentTypes', 'availabilityPeriod', 'durationDays'],
  anforderungen: [
    'occupationalFields',
    'fieldsOfStudy',
    'degreeLevels',
    'yearsOfExperience',
    'languages',
    'languagesFree',
    'skills',
    'skillsFree',
  ],
  gehalt: ['salary', 'salaryRange'],
  beschreibung: ['description'],
  bewerbung: [
    'applicationWorkflow',
    'applicationEmails',
    'applicationLink',
    'applicationRequireCv',
    'applicationRequireCoverLetter',
    'applicationRequireQualifyingQuestions',
    'applicationQualifyingQuestions',
  ],
};

/** The step where a field (a JobPostingInput path such as `locations.0.label`) is entered; publishAt on the last. */
export function stepOfField(field: string): WizardStep {
  const top = field.split('.')[0];
  const found = (Object.keys(STEP_FIELDS) as Array<keyof typeof STEP_FIELDS>).find((step) =>
    STEP_FIELDS[step].includes(top),
  );
  return found ?? 'vorschau';
}
