'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
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
  const [form, setForm] = useState(() => formOf(initial.data));
  const [draft, setDraft] = useState(initial);
  const [refused, setRefused] = useState<FieldError[]>([]);
  const [status, setStatus] = useState<ProfileStatus>('idle');
  const [publishErrors, setPublishErrors] = useState<FieldError[]>([]);
  const latest = useRef(form);
  const dirty = useRef(false);
  const running = useRef<Promise<boolean> | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const audienceRef = useRef(audience);

  const save = useCallback(async (): Promise<boolean> => {
    clearTimeout(timer.current);
    while (running.current) await running.current;
    if (!dirty.current) return true;
    if (!audienceRef.current.token) return false;
    dirty.current = false;
    setStatus('saving');
    const sent = latest.current;
    const run = client
      .mutate({ mutation: SAVE_ORGANIZATION_PROFILE_DRAFT, variables: { organizationId, input: inputOf(sent) } })
      .then(({ data }) => {
        const result = data?.saveOrganizationProfileDraft;
        if (!result) throw new Error('no result');
        setDraft(result.draft);
        setRefused(result.refused);
        if (result.refused.length > 0) {
          // A refused image or term left the draft: its sections come back as the server kept them.
          const kept = formOf(result.draft.data);
          const sections = new Set(result.refused.map((e) => e.field.split('.')[0] as keyof ProfileForm));
          const next = { ...latest.current };
          for (const s of sections) Object.assign(next, { [s]: kept[s] });
          latest.current = next;
          setForm(next);
        }
        setStatus(dirty.current ? 'pending' : 'saved');
        return true;
      })
      .catch(() => {
        dirty.current = true;
        setStatus('failed');
        return false;
      })
      .finally(() => {
        running.current = null;
      });
    running.current = run;
    return run;
  }, [client, organizationId]);

  /** Changes the form; `now` saves without the pause (uploads). */
  const update = useCallback(
    (change: (form: ProfileForm) => ProfileForm, now = false) => {
      latest.current = change(latest.current);
      setForm(latest.current);
      dirty.current = true;
      setStatus('pending');
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void save(), now ? 0 : PROFILE_AUTOSAVE_MS);
    },
    [save],
  );

  const publish = useCallback(async () => {
    if (!(await save())) return;
    const { data } = await client.mutate({ mutation: PUBLISH_ORGANIZATION_PROFILE, variables: { organizationId } });
    const result = data?.publishOrganizationProfile;
    if (!result) return setStatus('failed');
    setDraft(result.draft);
    setPublishErrors(result.errors);
    setStatus(result.published ? 'published' : 'saved');
  }, [client, organizationId, save]);

  const discard = useCallback(async () => {
    clearTimeout(timer.current);
    while (running.current) await running.current;
    const { data } = await client.mutate({
      mutation: DISCARD_ORGANIZATION_PROFILE_DRAFT,
      variables: { organizationId },
    });
    if (!data) return setStatus('failed');
    const shown = data.discardOrganizationProfileDraft;
    dirty.current = false;
    latest.current = formOf(shown.data);
    setForm(latest.current);
    setDraft(shown);
    setRefused([]);
    setStatus('discarded');
  }, [client, organizationId]);

  // Changes made before the session token arrived are saved once it is there.
  useEffect(() => {
    audienceRef.current = audience;
    if (audience.token && dirty.current) void save();
  }, [audience, save]);

  // A failed save (network, server busy) is tried again after a while; the form keeps everything meanwhile.
  useEffect(() => {
    if (status !== 'failed') return;
    const retry = setTimeout(() => void save(), PROFILE_AUTOSAVE_MS * 5);
    return () => clearTimeout(retry);
  }, [status, save]);

  // Another tab in front saves what is left; a reload or closed tab sends it with keepalive and is warned.
  useEffect(() => {
    const onHidden = () => document.visibilityState === 'hidden' && void save();
    const onPageHide = () => {
      if (!dirty.current || !audienceRef.current.token) return;
      dirty.current = false;
      sendOnExit(
        SAVE_ORGANIZATION_PROFILE_DRAFT,
        { organizationId, input: inputOf(latest.current) },
        audienceRef.current,
      );
    };
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (dirty.current || running.current) event.preventDefault();
    };
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [save, organizationId]);

  return { form, update, draft, refused, status, save, publish, discard, publishErrors };
}
