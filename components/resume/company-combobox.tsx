'use client';

import { type KeyboardEvent, useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslations } from 'next-intl';
import { postOperation } from '@/lib/apollo/post-operation';
import { fetchSession } from '@/lib/auth/session-client';
import { BLOCKABLE_ORGANIZATIONS } from '@/lib/graphql/documents/resume-privacy';
import type { BlockableOrganizationsQuery } from '@/lib/graphql/generated/operations';
import type { BlockedCompany } from '@/lib/resume/privacy-state';
import styles from './resume.module.scss';

/** Letters typed before the site's organizations are asked for (the API answers none for fewer). */
const MIN_LENGTH = 2;
/** Pause in typing before asking: one request per word, not per key. */
const DEBOUNCE_MS = 200;

const noSubscription = () => () => {};
/** True once the island runs in the browser: before that (and without script) the field is a plain text field. */
const useHydrated = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

type Props = {
  resumeId: string;
  site: { regionId: string; locale: string };
  /** The field's visible label, hint and error are the form's; their ids name them. */
  inputId: string;
  describedBy: string;
  invalid: boolean;
  defaultValue: string;
  /** Changes after every answer of the form's action: a successful one empties the field. */
  round: number;
  cleared: boolean;
};

/**
 * The block field: a text field named `name` that, with script, becomes an ARIA 1.2 combobox with a list of the
 * site's organizations whose name holds the typed words (blockableOrganizations, fetched with the session's token).
 * Arrow keys move through the list, Enter picks (the form is sent by the next Enter or the button), Escape closes
 * the list or empties the field. A picked organization travels as `organizationId`; typing again forgets it.
 */
export function CompanyCombobox({
  resumeId,
  site,
  inputId,
  describedBy,
  invalid,
  defaultValue,
  round,
  cleared,
}: Props) {
  const t = useTranslations('resumePrivacy.blocked');
  const hydrated = useHydrated();
  const listId = useId();
  const input = useRef<HTMLInputElement>(null);
  const picked = useRef<HTMLInputElement>(null);
  const token = useRef<Promise<string | null> | null>(null);
  const pending = useRef<{ timer?: ReturnType<typeof setTimeout>; abort?: AbortController }>({});
  const [options, setOptions] = useState<BlockedCompany[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [status, setStatus] = useState('');

  // A successful block or unblock empties the field (what was typed stays on an error).
  useEffect(() => {
    if (!cleared || !input.current || !picked.current) return;
    input.current.value = '';
    picked.current.value = '';
  }, [round, cleared]);
  useEffect(() => () => clearTimeout(pending.current.timer), []);

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const load = async (text: string) => {
    pending.current.abort?.abort();
    const abort = new AbortController();
    pending.current.abort = abort;
    token.current ??= fetchSession()
      .then((s) => s.session?.jwt ?? null)
      .catch(() => null);
    const audience = { ...site, token: await token.current, visualEditor: false };
    const data = await postOperation<BlockableOrganizationsQuery>(
      BLOCKABLE_ORGANIZATIONS,
      { resumeId, name: text },
      audience,
      abort.signal,
    ).catch(() => null);
    if (abort.signal.aborted || !data) return;
    setOptions(data.blockableOrganizations);
    setActive(-1);
    setOpen(data.blockableOrganizations.length > 0);
    setStatus(t('suggestions', { count: data.blockableOrganizations.length }));
  };

  const typed = (text: string) => {
    if (picked.current) picked.current.value = '';
    clearTimeout(pending.current.timer);
    if (text.trim().length < MIN_LENGTH) {
      pending.current.abort?.abort();
      setOptions([]);
      setStatus('');
      close();
      return;
    }
    pending.current.timer = setTimeout(() => void load(text.trim()), DEBOUNCE_MS);
  };

  const pick = (option: BlockedCompany) => {
    if (input.current) input.current.value = option.name;
    if (picked.current) picked.current.value = option.id;
    close();
    input.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = options.length;
    if (event.key === 'ArrowDown' && count) {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (!open || i >= count - 1 ? 0 : i + 1));
    } else if (event.key === 'ArrowUp' && count) {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (!open || i <= 0 ? count - 1 : i - 1));
    } else if (event.key === 'Enter' && open && active >= 0) {
      event.preventDefault();
      pick(options[active]);
    } else if (event.key === 'Escape') {
      if (open) close();
      else if (input.current) {
        input.current.value = '';
        typed('');
      }
      event.preventDefault();
    }
  };

  const optionId = (i: number) => `${listId}-option-${i}`;
  const combobox = hydrated
    ? {
        role: 'combobox',
        'aria-autocomplete': 'list' as const,
        'aria-expanded': open,
        'aria-controls': listId,
        'aria-activedescendant': open && active >= 0 ? optionId(active) : undefined,
      }
    : {};
  return (
    <div className={styles.combobox}>
      <input
        ref={input}
        id={inputId}
        name="name"
        type="text"
        autoComplete="off"
        maxLength={200}
        defaultValue={defaultValue}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        onChange={(event) => typed(event.target.value)}
        onKeyDown={onKeyDown}
        onBlur={close}
        {...combobox}
      />
      {/* No value prop: React would set a hidden field's value back on every render; pick() writes it. */}
      <input ref={picked} type="hidden" name="organizationId" />
      {hydrated && (
        <ul id={listId} role="listbox" aria-label={t('label')} className={styles.listbox} hidden={!open}>
          {options.map((option, i) => (
            <li
              key={option.id}
              id={optionId(i)}
              role="option"
              aria-selected={i === active}
              className={i === active ? styles.optionActive : styles.option}
              // Keeps the focus in the field, so the list is not closed before the click picks.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(option)}
            >
              {option.name}
            </li>
          ))}
        </ul>
      )}
      <p role="status" className="visually-hidden">
        {status}
      </p>
    </div>
  );
}
