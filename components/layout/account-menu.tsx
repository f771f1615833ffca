'use client';

import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { AUTH_PAGES } from '@/lib/auth/constants';
import { currentEntryHref, type AccountEntry } from '@/lib/auth/account-menu';
import styles from './account-menu.module.scss';

/**
 * The signed-in user's own pages behind one button (docs/product.md §2 user menu): a disclosure, not an ARIA
 * menu, so links stay links. Enter or Space opens it (a real button with aria-expanded), Tab walks the links,
 * Escape closes it and puts focus back on the button; a click or focus elsewhere closes it too. `sheet` opens
 * upwards from the phone's bottom menu, `dropdown` below the name in the header.
 */
export function AccountMenu({
  entries,
  label,
  signOut,
  pathname,
  variant,
  children,
}: {
  /** The entries of the user's roles, in order (lib/auth/account-menu.ts). */
  entries: AccountEntry[];
  /** The menu's name for screen readers, also the panel's navigation label. */
  label: string;
  /** "Abmelden" as the last entry, where the menu is the only place for it (the phone). */
  signOut?: string;
  pathname: string;
  variant: 'sheet' | 'dropdown';
  /** The button's content. */
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const current = currentEntryHref(entries, pathname);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: Event) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    document.addEventListener('focusin', closeOutside);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
      document.removeEventListener('focusin', closeOutside);
    };
  }, [open]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    setOpen(false);
    button.current?.focus();
  };

  return (
    <div ref={root} className={`${styles.root} ${styles[variant]}`} onKeyDown={onKeyDown}>
      <button
        ref={button}
        type="button"
        className={styles.button}
        aria-expanded={open}
        aria-controls={panelId}
        data-current={current ? 'true' : undefined}
        onClick={() => setOpen((was) => !was)}
      >
        {children}
        <Chevron />
      </button>
      <nav id={panelId} aria-label={label} className={styles.panel} hidden={!open}>
        <ul>
          {entries.map((entry) => (
            <li key={entry.href}>
              <a href={entry.href} aria-current={entry.href === current ? 'page' : undefined}>
                {entry.label}
              </a>
            </li>
          ))}
          {signOut && (
            <li className={styles.signOut}>
              <a href={AUTH_PAGES.signOut}>{signOut}</a>
            </li>
          )}
        </ul>
      </nav>
    </div>
  );
}

function Chevron() {
  return (
    <svg className={styles.chevron} viewBox="0 0 16 16" width="12" height="12" aria-hidden="true" focusable="false">
      <path d="M3 6l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
