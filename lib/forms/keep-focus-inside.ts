import type { KeyboardEvent } from 'react';

/** Tab and Shift+Tab wrap around inside a modal dialog instead of leaving for the browser's own controls. */
export function keepFocusInside(event: KeyboardEvent, dialog: HTMLElement | null, heading: HTMLElement | null): void {
  if (event.key !== 'Tab' || !dialog) return;
  const focusable = [...dialog.querySelectorAll<HTMLElement>('a[href], button:not([disabled]), input:not([disabled])')];
  if (focusable.length === 0) return;
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === heading)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}
