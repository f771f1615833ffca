import 'server-only';
import { getDb } from '@/server/db/client';
import type { Vocabulary } from '@/server/db/schema';
import { termsByTid } from '@/server/taxonomy/term-cache';
import { serverMutate, serverQuery } from '@/lib/data/graphql';
import { OperationError } from '@/lib/data/operation-error';
import {
  COMPLETE_RESUME_WIZARD,
  MY_RESUME,
  SAVE_RESUME_SECTION,
  SET_RESUME_VISIBILITY,
} from '@/lib/graphql/documents/resume';
import type { ResumeFieldsFragment, ResumeSectionInput } from '@/lib/graphql/generated/operations';
import type { TermOption } from '@/lib/posting/terms';
import messages from '@/messages/de.json';

/** The resume is always asked as its signed-in owner (loadPageViewer), never anonymously. */
export type ResumeAudience = { region: { id: string; DEFAULT_LOCALE: string }; userId: string };
const asUser = ({ region, userId }: ResumeAudience) => ({ region, locale: region.DEFAULT_LOCALE, userId });

/** Results of in-process operations become plain objects (graphql-js's null prototypes). */
const plain = <T>(value: T): T => structuredClone(value);

export type ResumeView = ResumeFieldsFragment;
/** A problem for a form: the field path it names (personalInfo.firstName) and its German message. */
export type ResumeProblem = { field: string; message: string };

function problemsOf(error: unknown): ResumeProblem[] {
  if (!OperationError.is(error)) throw error;
  return error.errors.map((e) => ({
    field: typeof e.extensions?.field === 'string' ? e.extensions.field : '',
    message: e.extensions?.code ? e.message : messages.resume.errors.failed,
  }));
}

/** The owner's resume on this site, or null before the first save. */
export async function loadMyResume(audience: ResumeAudience): Promise<ResumeView | null> {
  const { data, error } = await serverQuery(asUser(audience), { query: MY_RESUME });
  if (error) throw error;
  return plain(data!.myResume);
}

/** Saves one section; the saved resume or the problems that refused it. */
export async function saveResumeSection(
  audience: ResumeAudience,
  input: ResumeSectionInput,
  wizard = false,
): Promise<{ resume: ResumeView } | { problems: ResumeProblem[] }> {
  const { data, error } = await serverMutate(asUser(audience), {
    mutation: SAVE_RESUME_SECTION,
    variables: { input, wizard },
  });
  if (error) return { problems: problemsOf(error) };
  const { errors, resume } = plain(data!.saveResumeSection);
  return errors.length || !resume ? { problems: errors } : { resume };
}

/** docs/product.md §4 shows or hides the resume in resume search; false when there is no resume yet. */
export async function setResumeVisibility(audience: ResumeAudience, visible: boolean): Promise<boolean> {
  const { error } = await serverMutate(asUser(audience), {
    mutation: SET_RESUME_VISIBILITY,
    variables: { visible },
  });
  return !error;
}

/** Ends the wizard: complete, or what is still missing. */
export async function completeResumeWizard(audience: ResumeAudience): Promise<ResumeProblem[]> {
  const { data, error } = await serverMutate(asUser(audience), {
    mutation: COMPLETE_RESUME_WIZARD,
  });
  if (error) return problemsOf(error);
  return plain(data!.completeResumeWizard.errors);
}

/** The vocabularies the resume's pickers choose from. */
export const RESUME_VOCABULARIES = [
  'occupational_field',
  'employment_type',
  'career_status',
  'degree_level',
  'field_of_study',
  'language',
  'skill',
] as const satisfies readonly Vocabulary[];
export type ResumeVocabulary = (typeof RESUME_VOCABULARIES)[number];
export type ResumeTerms = Record<ResumeVocabulary, TermOption[]>;

/** Every term of the resume's vocabularies, by weight and then alphabetically (the taxonomy's own table). */
export async function loadResumeTerms(): Promise<ResumeTerms> {
  const terms = await termsByTid(await getDb(), []);
  const sorted = [...terms.values()].sort((a, b) => a.weight - b.weight || a.label.localeCompare(b.label, 'de'));
  const options = Object.fromEntries(RESUME_VOCABULARIES.map((v) => [v, [] as TermOption[]])) as ResumeTerms;
  for (const term of sorted)
    if ((RESUME_VOCABULARIES as readonly string[]).includes(term.vocabulary))
      options[term.vocabulary as ResumeVocabulary].push({ tid: term.tid, label: term.label });
  return options;
}
