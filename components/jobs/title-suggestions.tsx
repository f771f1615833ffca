'use client';

import { useEffect } from 'react';
import { postOperation } from '@/lib/apollo/post-operation';
import { JOB_TITLE_SUGGESTIONS } from '@/lib/graphql/documents/job-titles';
import type { JobTitleSuggestionsQuery } from '@/lib/graphql/generated/operations';
import { fillDatalistWhileTyping } from './datalist-while-typing';

/** From 2 characters (the API's minimum). */
const MIN_PREFIX = 2;

/**
 * Fills the "Was" field's datalist with job titles of the site as the seeker types. Without this script the
 * field is a plain text input; the browser shows the list accessibly (as for the place field). A plain
 * fetch (postOperation), not Apollo: the listing should ship little JavaScript.
 */
export function TitleSuggestions({
  inputId,
  listId,
  regionId,
  locale,
}: {
  inputId: string;
  listId: string;
  regionId: string;
  locale: string;
}) {
  useEffect(() => {
    const input = document.getElementById(inputId) as HTMLInputElement | null;
    const list = document.getElementById(listId) as HTMLDataListElement | null;
    if (!input || !list) return;
    const audience = { regionId, locale, token: null, visualEditor: false };
    return fillDatalistWhileTyping(input, list, {
      minLength: MIN_PREFIX,
      load: async (prefix, signal) =>
        (await postOperation<JobTitleSuggestionsQuery>(JOB_TITLE_SUGGESTIONS, { prefix }, audience, signal))
          ?.suggestJobTitles ?? null,
    });
  }, [inputId, listId, regionId, locale]);
  return null;
}
