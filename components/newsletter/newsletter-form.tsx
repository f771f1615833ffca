'use client';

import { useActionState, useEffect, useRef } from 'react';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { subscribeNewsletterAction, type NewsletterFormState } from '@/lib/actions/newsletter-actions';
import type { CaptchaTexts } from '@/lib/data/captcha';
import styles from './newsletter-form.module.scss';

// Loaded only where a site's CAPTCHA flag puts it on the form (docs/product-decisions.md "Captcha").
const CaptchaField = dynamic(() => import('@/components/captcha/captcha-field').then((m) => m.CaptchaField));

const INITIAL: NewsletterFormState = { status: 'idle', email: '', errors: {} };

type Props = {
  /** Where the form is: the footer of every page, or /newsletter (kept with the sign-up, and its ids' prefix). */
  source: 'footer' | 'page';
  siteName: string;
  captcha: CaptchaTexts | null;
};

/**
 * The newsletter sign-up (docs/product-decisions.md "Newsletter"): an address and the consent sentence, no box
 * to tick; sending the form is the request, the mailed link the confirmation. A server action, so it works
 * without JavaScript; what was typed comes back with any error.
 */
export function NewsletterForm({ source, siteName, captcha }: Props) {
  const t = useTranslations('newsletter');
  const [state, action, pending] = useActionState(subscribeNewsletterAction, INITIAL);
  const done = useRef<HTMLParagraphElement>(null);
  const email = useRef<HTMLInputElement>(null);
  const id = (name: string) => `newsletter-${source}-${name}`;
  // The answer replaces the form (or marks the field): focus follows, so keyboard and screen-reader users are
  // not left on a button that no longer exists.
  useEffect(() => {
    if (state.status === 'sent') done.current?.focus();
    else if (state.errors.email) email.current?.focus();
  }, [state]);
  if (state.status === 'sent') {
    return (
      <p ref={done} tabIndex={-1} className={styles.done} role="status">
        {t('sent', { email: state.email })}
      </p>
    );
  }
  return (
    <form action={action} className={styles.form}>
      <input type="hidden" name="source" value={source} />
      {state.errors.form && (
        <p className={styles.error} role="alert">
          {state.errors.form}
        </p>
      )}
      <div className={styles.field}>
        <label htmlFor={id('email')}>{t('email')}</label>
        <input
          ref={email}
          id={id('email')}
          name="email"
          type="email"
          autoComplete="email"
          required
          maxLength={254}
          defaultValue={state.email}
          aria-invalid={state.errors.email ? true : undefined}
          aria-describedby={[state.errors.email && id('error'), id('consent')].filter(Boolean).join(' ')}
        />
        {state.errors.email && (
          <p id={id('error')} className={styles.error}>
            {state.errors.email}
          </p>
        )}
      </div>
      {captcha && <CaptchaField texts={captcha} id={id('captcha')} />}
      <p id={id('consent')} className={styles.consent}>
        {t('consent', { siteName })}
      </p>
      <button type="submit" className="button" disabled={pending}>
        {t('submit')}
      </button>
    </form>
  );
}
