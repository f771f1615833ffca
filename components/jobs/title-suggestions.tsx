'use client';

import { useEffect } from 'react';
import { postOperation } from '@/lib/apollo/post-operation';
import { JOB_TITLE_SUGGESTIONS } from '@/lib/graphql/documents/job-titles';
import type { JobTitleSuggestionsQuery } from '@/lib/graphql/generated/operations';

/** Like the place suggestions: 250 ms after the last keystroke; from 2 characters (the API's minimum). */
const DELAY_MS = 250;
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
    let timer: ReturnType<typeof setTimeout> | undefined;
    let controller: AbortController | undefined;
    const show = (titles: string[]) => {
      list.replaceChildren(...titles.map((title) => Object.assign(document.createElement('option'), { value: title })));
    };
    const onInput = () => {
      clearTimeout(timer);
      const prefix = input.value.trim();
      if (prefix.length < MIN_PREFIX) return show([]);
      timer = setTimeout(async () => {
        controller?.abort();
        controller = new AbortController();
        try {
          const audience = { regionId, locale, token: null, visualEditor: false };
          const data = await postOperation<JobTitleSuggestionsQuery>(
            JOB_TITLE_SUGGESTIONS,
            { prefix },
            audience,
            controller.signal,
          );
          if (data) show(data.suggestJobTitles);
        } catch {
          // Typing on or a network hiccup: the field keeps working as plain text.
        }
      }, DELAY_MS);
    };
    input.addEventListener('input', onInput);
    return () => {
      clearTimeout(timer);
      controller?.abort();
      input.removeEventListener('input', onInput);
    };
  }, [inputId, listId, regionId, locale]);
  return null;
}
