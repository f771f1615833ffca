'use client';

import { useCallback, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { sendOnExit } from '@/lib/apollo/send-on-exit';
import {
  DISCARD_ORGANIZATION_PROFILE_DRAFT,
  PUBLISH_ORGANIZATION_PROFILE,
  SAVE_ORGANIZATION_PROFILE_DRAFT,
} from '@/lib/graphql/documents/organization-profile-editor';
import type { ProfileDraftFieldsFragment } from '@/lib/graphql/generated/operations';
import { formOf, inputOf, type ProfileForm } from '@/lib/workspace/profile-form';
import { usePostingAudience } from '@/components/posting/posting-session';
import { useAutosaveQueue } from '@/components/autosave/use-autosave-queue';

/** Typing is saved this long after the last change; an uploaded image at once (its check answers at once). */
export const PROFILE_AUTOSAVE_MS = 1000;

type FieldError = { field: string; message: string };

export type ProfileStatus = 'idle' | 'pending' | 'saving' | 'saved' | 'failed' | 'published' | 'discarded';

/**
 * The profile form as a server-side draft (saveOrganizationProfileDraft): every change is sent after a pause,
 * saves run one after another (an older one never overwrites a newer), a failed one keeps the form and is
 * tried again, and a page left with unsaved changes sends them on its way out.
 */
export function useProfileDraft(initial: ProfileDraftFieldsFragment) {
  const client = useApolloClient();
  const audience = usePostingAudience();
  const organizationId = initial.organizationId;
  const [draft, setDraft] = useState(initial);
  const [refused, setRefused] = useState<FieldError[]>([]);
  const [outcome, setOutcome] = useState<'published' | 'discarded' | null>(null);
  const [publishErrors, setPublishErrors] = useState<FieldError[]>([]);
  const queue = useAutosaveQueue({
    initial: formOf(initial.data),
    delayMs: PROFILE_AUTOSAVE_MS,
    ready: audience.token !== null,
    retryAfterMs: PROFILE_AUTOSAVE_MS * 5,
    warnOnUnload: true,
    send: async (sent) => {
      const { data } = await client.mutate({
        mutation: SAVE_ORGANIZATION_PROFILE_DRAFT,
        variables: { organizationId, input: inputOf(sent) },
      });
      const result = data?.saveOrganizationProfileDraft;
      if (!result) return false;
      setDraft(result.draft);
      setRefused(result.refused);
      if (result.refused.length > 0) keepServerSections(result.draft.data, result.refused);
      return true;
    },
    sendOnExit: (form) =>
      sendOnExit(SAVE_ORGANIZATION_PROFILE_DRAFT, { organizationId, input: inputOf(form) }, audience),
  });
  const { change, replace, save, settle, latest, setPhase } = queue;

  /** A refused image or term left the draft: its sections come back as the server kept them. */
  function keepServerSections(data: ProfileDraftFieldsFragment['data'], refusedNow: FieldError[]) {
    const kept = formOf(data);
    const sections = new Set(refusedNow.map((e) => e.field.split('.')[0] as keyof ProfileForm));
    const next = { ...latest.current };
    for (const section of sections) Object.assign(next, { [section]: kept[section] });
    replace(next);
  }

  /** Changes the form; `now` saves without the pause (uploads). */
  const update = useCallback(
    (edit: (form: ProfileForm) => ProfileForm, now = false) => {
      setOutcome(null);
      change(edit, now);
    },
    [change],
  );

  const publish = useCallback(async () => {
    if (!(await save())) return;
    const { data } = await client.mutate({ mutation: PUBLISH_ORGANIZATION_PROFILE, variables: { organizationId } });
    const result = data?.publishOrganizationProfile;
    if (!result) return setPhase('failed');
    setDraft(result.draft);
    setPublishErrors(result.errors);
    if (result.published) setOutcome('published');
  }, [client, organizationId, save, setPhase]);

  const discard = useCallback(async () => {
    await settle();
    const { data } = await client.mutate({
      mutation: DISCARD_ORGANIZATION_PROFILE_DRAFT,
      variables: { organizationId },
    });
    if (!data) return setPhase('failed');
    const shown = data.discardOrganizationProfileDraft;
    replace(formOf(shown.data), false);
    setDraft(shown);
    setRefused([]);
    setOutcome('discarded');
  }, [client, organizationId, replace, settle, setPhase]);

  const status: ProfileStatus = outcome ?? queue.phase;
  return { form: queue.value, update, draft, refused, status, save, publish, discard, publishErrors };
}
