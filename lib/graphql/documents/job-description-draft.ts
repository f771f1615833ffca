/**
 * docs/product.md §9 the AI job description, streamed as a subscription over server-sent events. A plain string (the
 * `GraphQL` comment lets codegen find it): the stream is read with fetch, not Apollo.
 */
export const JOB_DESCRIPTION_DRAFT = /* GraphQL */ `
  subscription JobDescriptionDraft($input: JobPostingInput!, $language: DraftLanguage) {
    jobDescriptionDraft(input: $input, language: $language) {
      text
      source
      done
    }
  }
`;
