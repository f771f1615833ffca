import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { organizations } from '../db/schema';
import { termsByTid } from '../taxonomy/term-cache';

export type DraftLanguage = 'de' | 'en' | 'fr';
export type SalaryUnit = 'hour' | 'day' | 'week' | 'month' | 'year';

/** The posting's fields a draft is written from, as the wizard sends them (term lists hold tids). */
export type DraftInput = {
  title: string;
  organizationAssignment?: string;
  locations: Array<{ label: string; addressLine1?: string }>;
  remoteOptions: number[];
  employmentTypes: number[];
  occupationalFields: number[];
  fieldsOfStudy: number[];
  degreeLevels: number[];
  yearsOfExperience?: number;
  salaryRange?: string;
  salary?: { min?: number; max?: number; currencyCode?: string; unit?: SalaryUnit };
  languages: number[];
  languagesFree?: string;
  skills: number[];
  skillsFree?: string;
  availabilityPeriod?: { immediate?: boolean; start?: string; end?: string };
  applicationWorkflow?: 'internal' | 'email' | 'link';
  applicationEmails: string[];
  applicationLink?: string;
};

/** The same fields in words: what the prompt and the built-in draft are made of. Empty lists are absent facts. */
export type DraftFields = {
  title: string;
  organization: string | null;
  places: string[];
  remoteOptions: string[];
  employmentTypes: string[];
  occupationalFields: string[];
  fieldsOfStudy: string[];
  degreeLevels: string[];
  yearsOfExperience: number | null;
  salary: DraftInput['salary'] | null;
  salaryRange: string | null;
  languages: string[];
  skills: string[];
  benefits: string[];
  start: DraftInput['availabilityPeriod'] | null;
  application: { workflow: DraftInput['applicationWorkflow'] | null; emails: string[]; link: string | null };
};

/** Free text lists ("Deutsch, Englisch") as separate entries. */
const splitFree = (text: string | undefined) =>
  (text ?? '')
    .split(/[,;\n]/)
    .map((part) => part.trim())
    .filter(Boolean);

/**
 * Puts the posting's fields into words: term labels for tids, the organization's name (the assignment's, when
 * posted on behalf of another employer) and its benefits. Unknown tids are left out rather than guessed.
 */
export async function describeDraftFields(
  db: Db,
  input: DraftInput,
  organization: { id: string; name: string; regionId: string } | null,
): Promise<DraftFields> {
  const benefitTids = organization ? await organizationBenefits(db, organization.id, organization.regionId) : [];
  const terms = await termsByTid(db, [
    ...input.remoteOptions,
    ...input.employmentTypes,
    ...input.occupationalFields,
    ...input.fieldsOfStudy,
    ...input.degreeLevels,
    ...input.languages,
    ...input.skills,
    ...benefitTids,
  ]);
  const labels = (tids: number[]) => tids.flatMap((tid) => (terms.has(tid) ? [terms.get(tid)!.label] : []));
  return {
    title: input.title,
    organization: input.organizationAssignment?.trim() || organization?.name || null,
    places: input.locations.map((place) =>
      [place.addressLine1, place.label].filter((part): part is string => !!part?.trim()).join(', '),
    ),
    remoteOptions: labels(input.remoteOptions),
    employmentTypes: labels(input.employmentTypes),
    occupationalFields: labels(input.occupationalFields),
    fieldsOfStudy: labels(input.fieldsOfStudy),
    degreeLevels: labels(input.degreeLevels),
    yearsOfExperience: input.yearsOfExperience ?? null,
    salary: input.salary && (input.salary.min !== undefined || input.salary.max !== undefined) ? input.salary : null,
    salaryRange: input.salaryRange?.trim() || null,
    languages: [...labels(input.languages), ...splitFree(input.languagesFree)],
    skills: [...labels(input.skills), ...splitFree(input.skillsFree)],
    benefits: labels(benefitTids),
    start: input.availabilityPeriod ?? null,
    application: {
      workflow: input.applicationWorkflow ?? null,
      emails: input.applicationEmails,
      link: input.applicationLink?.trim() || null,
    },
  };
}

async function organizationBenefits(db: Db, id: string, regionId: string): Promise<number[]> {
  const [row] = await db
    .select({ benefits: organizations.benefits })
    .from(organizations)
    .where(and(eq(organizations.id, id), eq(organizations.regionId, regionId)))
    .limit(1);
  return row?.benefits ?? [];
}
