'use client';

import { useState } from 'react';

type Labels = { copy: string; copied: string; failed: string };

/** Copies a read-only field's text to the clipboard and says so in a status line. */
export function CopySnippetButton({ targetId, labels }: { targetId: string; labels: Labels }) {
  const [status, setStatus] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copy = async () => {
    const field = document.getElementById(targetId) as HTMLTextAreaElement | null;
    try {
      await navigator.clipboard.writeText(field?.value ?? '');
      setStatus('copied');
    } catch {
      // No clipboard (an old browser, a denied permission): the code is selected for Ctrl+C instead.
      field?.select();
      setStatus('failed');
    }
  };
  return (
    <p>
      <button type="button" className="button" onClick={copy}>
        {labels.copy}
      </button>{' '}
      <span role="status">{status === 'idle' ? '' : labels[status]}</span>
    </p>
  );
}
