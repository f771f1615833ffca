'use client';

import { useEffect } from 'react';
import { postOperation } from '@/lib/apollo/post-operation';
import { PLACE_SUGGESTIONS } from '@/lib/graphql/documents/places';
import type { PlaceSuggestionsQuery } from '@/lib/graphql/generated/operations';

/** §9 address autocomplete: 250 ms after the last keystroke, from 1 character. */
const DELAY_MS = 250;

/**
 * Fills the place field's datalist with places of the local gazetteer as the visitor types. The field and
 * its list work without this script (quick-pick places); the browser shows the list accessibly. A plain
 * fetch (postOperation), not Apollo: the listing should ship little JavaScript.
 */
export function PlaceSuggestions({
  inputId,
  listId,
  regionId,
  locale,
  quickPicks,
}: {
  inputId: string;
  listId: string;
  regionId: string;
  locale: string;
  quickPicks: string[];
}) {
  useEffect(() => {
    const input = document.getElementById(inputId) as HTMLInputElement | null;
    const list = document.getElementById(listId) as HTMLDataListElement | null;
    if (!input || !list) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let controller: AbortController | undefined;
    const show = (labels: string[]) => {
      list.replaceChildren(...labels.map((label) => Object.assign(document.createElement('option'), { value: label })));
    };
    const onInput = () => {
      clearTimeout(timer);
      const text = input.value.trim();
      if (!text) return show(quickPicks);
      timer = setTimeout(async () => {
        controller?.abort();
        controller = new AbortController();
        try {
          const audience = { regionId, locale, token: null, visualEditor: false };
          const data = await postOperation<PlaceSuggestionsQuery>(
            PLACE_SUGGESTIONS,
            { query: text },
            audience,
            controller.signal,
          );
          if (data) show(data.searchPlaces.map((p) => p.label));
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
  }, [inputId, listId, regionId, locale, quickPicks]);
  return null;
}
