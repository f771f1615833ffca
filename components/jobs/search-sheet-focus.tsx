'use client';

import { useEffect } from 'react';

/**
 * Moves focus into the phone's search sheet when it opens (its first field), so the keyboard user types at
 * once. Opening, Escape and the way back to the bar are the browser's own (a popover with its invoker).
 */
export function SearchSheetFocus({ sheetId, fieldId }: { sheetId: string; fieldId: string }) {
  useEffect(() => {
    const sheet = document.getElementById(sheetId);
    if (!sheet) return;
    const onToggle = (event: Event) => {
      if ((event as ToggleEvent).newState === 'open') document.getElementById(fieldId)?.focus();
    };
    sheet.addEventListener('toggle', onToggle);
    return () => sheet.removeEventListener('toggle', onToggle);
  }, [sheetId, fieldId]);
  return null;
}
