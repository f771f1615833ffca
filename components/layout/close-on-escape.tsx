'use client';

import { useEffect } from 'react';

/**
 * Escape closes an open <details> menu and puts focus back on its button, as keyboard users expect of a
 * menu; the disclosure itself works without this script.
 */
export function CloseOnEscape({ detailsId }: { detailsId: string }) {
  useEffect(() => {
    const details = document.getElementById(detailsId);
    if (!(details instanceof HTMLDetailsElement)) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !details.open) return;
      details.open = false;
      details.querySelector('summary')?.focus();
    };
    details.addEventListener('keydown', onKeyDown);
    return () => details.removeEventListener('keydown', onKeyDown);
  }, [detailsId]);
  return null;
}
