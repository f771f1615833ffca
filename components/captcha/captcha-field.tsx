'use client';

import { useEffect, useRef, useState } from 'react';
import { solveChallenge } from '@/lib/captcha/solve';
import type { CaptchaTexts } from '@/lib/data/captcha';
import styles from './captcha-field.module.scss';

type Challenge = { token: string; difficulty: number };
/** `challenge`: the page's own; without one (a page cached for everyone) the field asks /api/captcha for it. */
type Props = { challenge?: Challenge; texts: CaptchaTexts; id?: string };

async function fetchChallenge(): Promise<Challenge | null> {
  try {
    const response = await fetch('/api/captcha', { cache: 'no-store' });
    return response.ok ? ((await response.json()) as Challenge) : null;
  } catch {
    return null;
  }
}

/** The form fields the server reads (server/captcha/captcha-gate.ts CAPTCHA_FIELDS). */
const TOKEN_FIELD = 'captcha';
const SOLUTION_FIELD = 'captchaSolution';

/**
 * docs/product-decisions.md "Captcha": the proof of work of a form, with no puzzle to see. The browser starts
 * the work when the form appears and says so in a status line; a form sent before it is done waits for it
 * and is then sent as the person sent it. A challenge counts once: every send takes a fresh one for the next (the
 * send may fail for another reason, a field or a limit, and the form stays). Without script the challenge travels
 * alone and the server takes it after a short wait instead, which the noscript line explains.
 */
export function CaptchaField({ challenge: given, texts, id }: Props) {
  const [challenge, setChallenge] = useState<Challenge | null>(given ?? null);
  const [solution, setSolution] = useState('');
  const [started, setStarted] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  const token = challenge?.token ?? '';
  const difficulty = challenge?.difficulty ?? 0;

  useEffect(() => {
    setStarted(true);
    if (given) return;
    void fetchChallenge().then((fetched) => fetched && setChallenge(fetched));
  }, [given]);

  useEffect(() => {
    if (!token) return;
    let current = true;
    void solveChallenge(token, difficulty).then((found) => current && setSolution(found));
    return () => {
      current = false;
    };
  }, [token, difficulty]);

  useEffect(() => {
    const form = field.current?.form;
    if (!form) return;
    // Capture phase on the form: runs before the form's own submit handler (React listens at the root).
    const hold = (event: SubmitEvent) => {
      // Without a challenge (it could not be fetched) the form goes as it is; the server answers in German.
      if (!token) return;
      if (field.current?.value) {
        // The form's data is taken in this event; the next challenge arrives after it.
        void fetchChallenge().then((fetched) => {
          if (!fetched) return;
          setSolution('');
          setChallenge(fetched);
        });
        return;
      }
      event.preventDefault();
      event.stopImmediatePropagation();
      void solveChallenge(token, difficulty).then((found) => {
        if (field.current) field.current.value = found;
        form.requestSubmit(event.submitter);
      });
    };
    form.addEventListener('submit', hold, { capture: true });
    return () => form.removeEventListener('submit', hold, { capture: true });
  }, [token, difficulty]);

  return (
    <div id={id} className={styles.captcha}>
      <input type="hidden" name={TOKEN_FIELD} value={token} />
      <input ref={field} type="hidden" name={SOLUTION_FIELD} value={solution} />
      <p role="status" className={styles.status}>
        {started ? (solution ? texts.done : texts.working) : null}
      </p>
      <noscript>
        <p className={styles.status}>{texts.noScript}</p>
      </noscript>
    </div>
  );
}
