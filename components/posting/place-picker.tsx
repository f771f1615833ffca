'use client';

import { useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { postOperation } from '@/lib/apollo/post-operation';
import { WORK_PLACE_SUGGESTIONS } from '@/lib/graphql/documents/places';
import type { JobLocationInput, WorkPlaceSuggestionsQuery } from '@/lib/graphql/generated/operations';
import { fillDatalistWhileTyping } from '@/components/jobs/datalist-while-typing';
import { describedBy } from './form-fields';
import { usePostingAudience } from './posting-session';
import { placeNamedBy, workPlaceOf, type WorkPlaceSuggestion } from '@/lib/posting/work-places';
import { useLeaveGuard } from './leave-guard';
import styles from './posting.module.scss';

type Props = {
  value: readonly JobLocationInput[];
  onChange: (places: JobLocationInput[]) => void;
  error?: string;
};

/**
 * docs/product.md §3 work places: one or more towns or postal codes from the gazetteer (searchPlaces, as in the job
 * search's place field), the first is the main place. A place counts only when picked from the suggestions,
 * since a job's place needs its point; typed text that matches none is named as an error. Text left in the
 * field when the step is left is looked up and added when it names a place ("83308"), else the step stays.
 */
export function PlacePicker({ value, onChange, error }: Props) {
  const t = useTranslations('posting.fields');
  const audience = usePostingAudience();
  const input = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLDataListElement>(null);
  const known = useRef(new Map<string, WorkPlaceSuggestion>());
  const [unknown, setUnknown] = useState(false);

  useEffect(() => {
    if (!input.current || !list.current) return;
    return fillDatalistWhileTyping(input.current, list.current, {
      minLength: 1,
      onText: () => setUnknown(false),
      load: async (query, signal) => {
        const data = await postOperation<WorkPlaceSuggestionsQuery>(
          WORK_PLACE_SUGGESTIONS,
          { query },
          audience,
          signal,
        );
        if (!data) return null;
        const places = data.searchPlaces.filter((p) => p.lat !== null && p.lon !== null);
        for (const place of places) known.current.set(place.label, place);
        return places.map((p) => p.label);
      },
    });
  }, [audience]);

  /** The suggestion the text names: one listed already, or one asked for now (typed, not picked). */
  const lookUp = async (text: string): Promise<WorkPlaceSuggestion | null> => {
    const listed = known.current.get(text) ?? placeNamedBy(text, known.current.values());
    if (listed) return listed;
    const data = await postOperation<WorkPlaceSuggestionsQuery>(WORK_PLACE_SUGGESTIONS, { query: text }, audience)
      // Unreachable: the text stays in the field with the error, nothing is lost.
      .catch(() => null);
    return placeNamedBy(text, data?.searchPlaces ?? []);
  };

  /** Adds the typed place; false (and the error) when the text names none. Empty text is nothing to add. */
  const add = async (): Promise<boolean> => {
    const text = input.current?.value.trim() ?? '';
    if (!text) return true;
    const picked = await lookUp(text);
    const place = picked && workPlaceOf(picked);
    if (!place) {
      setUnknown(true);
      return false;
    }
    if (!value.some((p) => p.label === place.label)) onChange([...value, place]);
    if (input.current) input.current.value = '';
    return true;
  };
  const addAndStay = () => void add().then((added) => added && input.current?.focus());

  useLeaveGuard(async () => {
    const added = await add();
    if (!added) input.current?.focus();
    return added;
  });
  const shownError = unknown ? t('placeUnknown') : error;

  return (
    <fieldset className={styles.choices} aria-describedby={describedBy('posting-places', true, shownError)}>
      <legend>{t('places')}</legend>
      <span id="posting-places-hint" className={styles.hint}>
        {t('placesHint')}
      </span>
      {value.length > 0 && (
        <ul className={styles.chips}>
          {value.map((place, i) => (
            <li key={place.label}>
              <span>
                {place.label}
                {i === 0 && <strong> · {t('mainPlace')}</strong>}
              </span>
              <button
                type="button"
                className={styles.linkButton}
                onClick={() => onChange(value.filter((p) => p.label !== place.label))}
              >
                {t('removePlace', { place: place.label })}
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className={styles.inline}>
        <div className={styles.field}>
          <label htmlFor="posting-place">{t('placeInput')}</label>
          <input
            ref={input}
            id="posting-place"
            list="posting-place-list"
            autoComplete="off"
            aria-invalid={shownError ? true : undefined}
            aria-describedby={describedBy('posting-places', true, shownError)}
            onKeyDown={(e) => {
              if (e.key !== 'Enter') return;
              e.preventDefault();
              addAndStay();
            }}
            onChange={(e) => known.current.has(e.target.value.trim()) && addAndStay()}
          />
          <datalist id="posting-place-list" ref={list} />
        </div>
        <button type="button" className="button" onClick={addAndStay}>
          {t('addPlace')}
        </button>
      </div>
      {shownError && (
        <span id="posting-places-error" className={styles.fieldError}>
          {shownError}
        </span>
      )}
    </fieldset>
  );
}
