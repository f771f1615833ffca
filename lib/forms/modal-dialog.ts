import { useEffect, type KeyboardEvent, type RefObject } from 'react';

/**
 * A native modal dialog's life (the terms consent, the cookie settings): opened as modal on mount with focus on its
 * title, so a screen reader says what it is first; closed on unmount with focus back where it was; Escape (the
 * browser's cancel event) calls `onCancel` instead of closing behind the component's back.
 */
export function useModalDialog(
  dialog: RefObject<HTMLDialogElement | null>,
  heading: RefObject<HTMLElement | null>,
  onCancel: () => void,
): void {
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    element.showModal();
    heading.current?.focus();
    return () => {
      if (element.open) element.close();
      if (returnTo?.isConnected) returnTo.focus();
    };
  }, [dialog, heading]);

  useEffect(() => {
    const element = dialog.current;
    const cancel = (event: Event) => {
      event.preventDefault();
      onCancel();
    };
    element?.addEventListener('cancel', cancel);
    return () => element?.removeEventListener('cancel', cancel);
  }, [dialog, onCancel]);
}

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
