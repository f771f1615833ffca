'use client';

import { type RefObject, useActionState, useEffect, useRef, useState } from 'react';
import Link from 'next/link';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { createJobAlertAction, type JobAlertFormState } from '@/lib/actions/job-alert-actions';
import { fetchSession } from '@/lib/auth/session-client';
import { trackEvent } from '@/lib/analytics/track';
import type { CaptchaTexts } from '@/lib/data/captcha';
import styles from './job-alert-form.module.scss';

// Loaded only where a site's CAPTCHA flag puts it on the form (docs/product-decisions.md "Captcha").
const CaptchaField = dynamic(() => import('@/components/captcha/captcha-field').then((m) => m.CaptchaField));

const INITIAL: JobAlertFormState = { status: 'idle', email: '', interval: 'daily', errors: {} };

/**
 * The alert prompt on the listing: saves the current search as a job alert. A server action, so it works
 * without JavaScript; what was typed comes back with any error. A signed-in seeker finds their account's
 * address filled in (asked for once the form comes near the screen, so a listing costs no session request
 * before), and such an alert is active at once (docs/product-decisions.md "Job alerts of a signed-in seeker").
 */
export function JobAlertForm({ listing, captcha }: { listing: string; captcha: CaptchaTexts | null }) {
  const t = useTranslations('jobAlert');
  const [state, action, pending] = useActionState(createJobAlertAction, INITIAL);
  const done = useRef<HTMLParagraphElement>(null);
  const email = useRef<HTMLInputElement>(null);
  const [typed, setTyped] = useState(state.email);
  const account = useOwnAddress(email, setTyped);
  const own = !!account && typed.trim().toLowerCase() === account.toLowerCase();
  // The answer replaces the form (or marks a field): focus follows, so keyboard and screen-reader users
  // are not left on a button that no longer exists.
  useEffect(() => {
    if (state.status === 'created') done.current?.focus();
    else if (state.errors.email) email.current?.focus();
    // docs/product.md §7 job_alert_prompt: an alert saved from the prompt, waiting for its confirmation or active.
    if (state.status === 'created' || state.status === 'active')
      trackEvent('job_alert_prompt', { request_status: state.status });
  }, [state]);
  if (state.status === 'created') {
    return (
      <p ref={done} tabIndex={-1} className={styles.done} role="status">
        {t('created', { email: state.email })}
      </p>
    );
  }
  if (state.status === 'active') {
    return (
      <p ref={done} tabIndex={-1} className={styles.done} role="status">
        {t('active')}{' '}
        <Link href="/user/suchauftraege" prefetch={false}>
          {t('activeLink')}
        </Link>
      </p>
    );
  }
  const error = (name: string) =>
    state.errors[name] ? (
      <p id={`alert-${name}-error`} className={styles.error}>
        {state.errors[name]}
      </p>
    ) : null;
  return (
    <form action={action} className={styles.form}>
      <input type="hidden" name="listing" value={listing} />
      {state.errors.form && (
        <p className={styles.error} role="alert">
          {state.errors.form}
        </p>
      )}
      <div className={styles.field}>
        <label htmlFor="alert-email">{t('email')}</label>
        <input
          ref={email}
          id="alert-email"
          name="email"
          type="email"
          autoComplete="email"
          required
          maxLength={254}
          defaultValue={state.email}
          onInput={(event) => setTyped(event.currentTarget.value)}
          aria-invalid={state.errors.email ? true : undefined}
          aria-describedby={state.errors.email ? 'alert-email-error' : undefined}
        />
        {error('email')}
        {own && !state.errors.email && <p className={styles.hint}>{t('ownAddress')}</p>}
      </div>
      <div className={styles.field}>
        <label htmlFor="alert-interval">{t('interval')}</label>
        <select id="alert-interval" name="interval" defaultValue={state.interval}>
          {(['daily', 'weekly', 'monthly'] as const).map((interval) => (
            <option key={interval} value={interval}>
              {t(`intervals.${interval}`)}
            </option>
          ))}
        </select>
        {error('interval')}
      </div>
      {captcha && <CaptchaField texts={captcha} />}
      <button type="submit" className="button" disabled={pending}>
        {t('submit')}
      </button>
      <p className={styles.hint}>{t('privacy')}</p>
    </form>
  );
}

/**
 * Fills the empty address field with the signed-in account's address once the field is near the screen; returns
 * that address (null while anonymous or not asked yet).
 */
function useOwnAddress(field: RefObject<HTMLInputElement | null>, filled: (address: string) => void): string | null {
  const [own, setOwn] = useState<string | null>(null);
  useEffect(() => {
    const input = field.current;
    if (!input || typeof IntersectionObserver === 'undefined') return;
    let alive = true;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        fetchSession()
          .then(({ session }) => {
            const address = session?.user?.email;
            if (!alive || !address) return;
            setOwn(address);
            if (!input.value) {
              input.value = address;
              filled(address);
            }
          })
          .catch(() => undefined);
      },
      { rootMargin: '400px' },
    );
    observer.observe(input);
    return () => {
      alive = false;
      observer.disconnect();
    };
  }, [field, filled]);
  return own;
}
