'use client';

import { GLOBAL_ERROR_MESSAGES as t } from '@/lib/i18n/global-error-messages';

/** Last resort when even the layout failed: a minimal German page of its own. */
export default function GlobalError({ reset }: { error: Error; reset: () => void }) {
  return (
    <html lang="de">
      <body style={{ fontFamily: 'system-ui, sans-serif', padding: '2rem' }}>
        <h1>{t.title}</h1>
        <p>{t.text}</p>
        <button type="button" onClick={reset}>
          {t.retry}
        </button>
      </body>
    </html>
  );
}
