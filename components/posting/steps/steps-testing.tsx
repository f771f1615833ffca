import { vi } from 'vitest';
import { render } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import messages from '@/messages/de.json';
import type { JobPostingInput } from '@/lib/graphql/generated/operations';
import { POSTING_VOCABULARIES, type PostingTerms } from '@/lib/posting/terms';
import { PostingAudienceProvider } from '../posting-session';
import type { PostingDraft } from '../use-posting-draft';
import type { PostingContext, StepProps } from '../wizard-context';

export const CONTEXT: PostingContext = {
  organizations: [],
  reviewPolicy: 'untrusted',
  salaryRequired: false,
  salaryFreeInput: true,
  applicationAttachments: true,
  defaultDurationDays: 60,
  aiDraftAvailable: false,
  editorToolbar: 'basic',
  creditUrl: '/contact',
  salaryBands: [
    { key: 'bis-30000', min: null, max: 30000 },
    { key: '30000-40000', min: 30000, max: 40000 },
  ],
};

export const TERMS = Object.fromEntries(POSTING_VOCABULARIES.map((v) => [v, []])) as unknown as PostingTerms;

/** A step's props around a draft whose changes are recorded (update) instead of saved. */
export function stepProps(
  input: JobPostingInput,
  over: { errors?: Record<string, string>; context?: Partial<PostingContext>; terms?: Partial<PostingTerms> } = {},
): StepProps & { update: ReturnType<typeof vi.fn> } {
  const update = vi.fn();
  const draft: PostingDraft = {
    input,
    update,
    save: vi.fn(async () => true),
    errors: over.errors ?? {},
    latestErrors: () => over.errors ?? {},
    status: 'idle',
  };
  return {
    draft,
    update,
    context: { ...CONTEXT, ...over.context },
    terms: { ...TERMS, ...over.terms },
    files: { file: null, logo: null },
  };
}

export function renderStep(step: ReactNode, token: string | null = null) {
  return render(
    <NextIntlClientProvider locale="de" messages={{ posting: messages.posting, salary: messages.salary }}>
      <PostingAudienceProvider value={{ regionId: 'franken', locale: 'de', token, visualEditor: false }}>
        {step}
      </PostingAudienceProvider>
    </NextIntlClientProvider>,
  );
}
