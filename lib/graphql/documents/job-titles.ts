/**
 * The "Was" field's suggestions: job titles of the site. A plain string with codegen's marker instead of a
 * gql document, like the place suggestions: the listing's small script sends it with fetch.
 */
export const JOB_TITLE_SUGGESTIONS = /* GraphQL */ `
  query JobTitleSuggestions($prefix: String!) {
    suggestJobTitles(prefix: $prefix, limit: 8)
  }
`;
