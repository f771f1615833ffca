import type { JobPostingContextQuery, JobPostingInput } from '@/lib/graphql/generated/operations';
import type { PostingTerms } from '@/lib/posting/terms';
import type { PostingDraft } from './use-posting-draft';

export type PostingContext = JobPostingContextQuery['jobPostingContext'];

/** An uploaded file as a step shows it. */
export type ShownFile = { id: string; name: string; url: string } | null;

/** What every step's fields get: the draft, the site's rules and the terms to choose from. */
export type StepProps = {
  draft: PostingDraft;
  context: PostingContext;
  terms: PostingTerms;
  files: { file: ShownFile; logo: ShownFile };
};

/** A step's way to change one field of the draft. */
export function setter<K extends keyof JobPostingInput>(draft: PostingDraft, key: K) {
  return (value: JobPostingInput[K]) => draft.update({ [key]: value } as Partial<JobPostingInput>);
}
