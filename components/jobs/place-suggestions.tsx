'use client';

import { useEffect } from 'react';
import { postOperation } from '@/lib/apollo/post-operation';
import { PLACE_SUGGESTIONS } from '@/lib/graphql/documents/places';
import type { PlaceSuggestionsQuery } from '@/lib/graphql/generated/operations';
import { fillDatalistWhileTyping } from './datalist-while-typing';

type Suggestion = PlaceSuggestionsQuery['searchPlaces'][number];
type AreaIds = { locationType: string; administrativeArea: string; country: string; radiusField: string };

/**
 * Areas searched by address (docs/product.md §9): their fields are filled and the radius hidden; anything else clears
 * them.
 */
function pickArea(ids: AreaIds, picked: Suggestion | undefined) {
  const field = (id: string) => document.getElementById(id) as HTMLInputElement | null;
  const area = picked && picked.locationType !== 'locality' && picked.locationType !== 'postal_code' ? picked : null;
  const set = (id: string, value: string | null | undefined) => {
    const input = field(id);
    if (!input) return;
    input.value = value ?? '';
    input.disabled = !value;
  };
  set(ids.locationType, area?.locationType);
  set(ids.administrativeArea, area?.locationType === 'administrative_area_level_1' ? area.administrativeArea : null);
  set(ids.country, area?.locationType === 'country' ? area.countryCode : null);
  const radius = document.getElementById(ids.radiusField);
  if (!radius) return;
  radius.hidden = area !== null;
  radius.querySelector('select')?.toggleAttribute('disabled', area !== null);
}

/**
 * Fills the place field's datalist with places, postal codes, states and countries as the visitor types.
 * Picking a state or country fills the form's area fields, so the search runs by address without a radius.
 * The field and its list work without this script (quick-pick places; the server resolves typed text); the
 * browser shows the list accessibly. A plain fetch (postOperation), not Apollo: the listing should ship
 * little JavaScript.
 */
export function PlaceSuggestions({
  inputId,
  listId,
  areaIds,
  regionId,
  locale,
  quickPicks,
}: {
  inputId: string;
  listId: string;
  areaIds: AreaIds;
  regionId: string;
  locale: string;
  quickPicks: string[];
}) {
  useEffect(() => {
    const input = document.getElementById(inputId) as HTMLInputElement | null;
    const list = document.getElementById(listId) as HTMLDataListElement | null;
    if (!input || !list) return;
    const known = new Map<string, Suggestion>();
    const audience = { regionId, locale, token: null, visualEditor: false };
    return fillDatalistWhileTyping(input, list, {
      minLength: 1,
      idle: quickPicks,
      onText: (text) => pickArea(areaIds, known.get(text)),
      load: async (query, signal) => {
        const data = await postOperation<PlaceSuggestionsQuery>(PLACE_SUGGESTIONS, { query }, audience, signal);
        if (!data) return null;
        for (const suggestion of data.searchPlaces) known.set(suggestion.label, suggestion);
        pickArea(areaIds, known.get(input.value.trim()));
        return data.searchPlaces.map((p) => p.label);
      },
    });
  }, [inputId, listId, areaIds, regionId, locale, quickPicks]);
  return null;
}
