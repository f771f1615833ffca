'use client';

import { useEffect, useRef, useState, type FormEvent } from 'react';
import dynamic from 'next/dynamic';
import { typedBeforeHydration } from '@/lib/forms/typed-before-hydration';
import { useTranslations } from 'next-intl';
import { CALLBACK_PARAM, postAuthUrl, type AuthIntent } from '@/lib/auth/dispatch';
import type { RegisterResponse } from '@/lib/data/auth/register-handler';
import { trackEvent } from '@/lib/analytics/track';
import { AuthErrorMessage } from './error-message';
import { TextField as Field } from '@/components/forms/text-field';
import type { FormCaptcha } from '@/lib/data/captcha';
import styles from './auth.module.scss';

// Loaded only where a site's CAPTCHA flag puts it on the form (docs/product-decisions.md "Captcha").
const CaptchaField = dynamic(() => import('@/components/captcha/captcha-field').then((m) => m.CaptchaField));

type FieldName = 'name' | 'email' | 'password' | 'terms';
/** The site's terms and privacy pages, linked from the box the sign-up needs ticked. */
export type TermsLinks = { siteName: string; termsHref: string; privacyHref: string };
/** What the form starts with: an address from the query, or what a post without script brought back. */
export type RegisterStart = {
  name: string;
  email: string;
  terms: boolean;
  fieldErrors: Partial<Record<FieldName, string>>;
  error: string | null;
  retryMinutes: number | null;
  sentTo: string | null;
};
type Props = {
  intent: AuthIntent;
  start: RegisterStart;
  passwordMin: number;
  /** The site's PASSWORD_POLICY is on: the hint says its rules before typing. */
  passwordStrong: boolean;
  passwordMax: number;
  linkMinutes: number;
  terms: TermsLinks;
  captcha: FormCaptcha;
};

/**
 * Sign-up: name, e-mail, password. The server checks everything (the same rules for every client) and
 * answers codes; each German message appears next to its field, and nothing typed is lost. Then the form
 * turns into "check your inbox": the mailed link creates the account and signs in. Without script it is a
 * plain form: /api/auth/register answers it with a redirect back here (lib/data/auth/register-handler.ts).
 */
export function RegisterForm(props: Props) {
  const { intent, start, passwordMin, passwordStrong, passwordMax, linkMinutes, terms, captcha } = props;
  const t = useTranslations('auth');
  const [values, setValues] = useState<Record<Exclude<FieldName, 'terms'>, string>>({
    name: start.name,
    email: start.email,
    password: '',
  });
  const [accepted, setAccepted] = useState(start.terms);
  const [fieldErrors, setFieldErrors] = useState(start.fieldErrors);
  const [error, setError] = useState({ code: start.error, retry: start.retryMinutes });
  const [pending, setPending] = useState(false);
  const [sentTo, setSentTo] = useState(start.sentTo);
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const typed = typedBeforeHydration(['register-name', 'register-email', 'register-password']);
    setValues((v) => ({
      name: typed['register-name'] ?? v.name,
      email: typed['register-email'] ?? v.email,
      password: typed['register-password'] ?? v.password,
    }));
    // A box ticked before hydration stays ticked.
    setAccepted((a) => a || (document.getElementById('register-terms') as HTMLInputElement | null)?.checked === true);
  }, []);

  const set = (field: Exclude<FieldName, 'terms'>) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: e.target.value }));
  const message = (code: string | undefined) =>
    code ? t(`fieldErrors.${code}` as 'fieldErrors.emailRequired', { min: passwordMin, max: passwordMax }) : null;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    setError({ code: null, retry: null });
    let answer: RegisterResponse;
    try {
      // The captcha's hidden fields (CaptchaField has filled in the solution before this handler runs).
      const hidden = Object.fromEntries(
        [...new FormData(form.current ?? undefined)].filter(([k]) => k.startsWith('captcha')),
      );
      const body = JSON.stringify({ ...hidden, ...values, terms: accepted, [CALLBACK_PARAM]: postAuthUrl(intent) });
      const response = await fetch('/api/auth/register', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body,
      });
      answer = (await response.json()) as RegisterResponse;
    } catch {
      setPending(false);
      setError({ code: 'Network', retry: null });
      return;
    }
    if (!answer.ok) {
      setPending(false);
      if ('fieldErrors' in answer) {
        setFieldErrors(answer.fieldErrors as Partial<Record<FieldName, string>>);
        const first = (['name', 'email', 'password', 'terms'] as const).find(
          (f) => answer.ok === false && 'fieldErrors' in answer && answer.fieldErrors[f],
        );
        if (first) (form.current?.elements.namedItem(first) as HTMLInputElement | null)?.focus();
      } else if ('code' in answer) setError({ code: 'ReadOnly', retry: null });
      else setError({ code: answer.error, retry: 'retryMinutes' in answer ? answer.retryMinutes : null });
      return;
    }
    setFieldErrors({});
    setPending(false);
    setSentTo(values.email.trim());
    // docs/product.md §4: a new sign-up's start, sent once per browser (and only with consent).
    trackEvent('signup_start', { signup_method: 'email' });
  }

  // Sign-up started: the mailed link creates the account and continues to the callback page (docs/product.md §2
  // dispatch). The same for an address that has an account (its owner gets a notice instead): nobody learns which.
  if (sentTo) {
    return (
      <div className={styles.success} role="status">
        <h2>{t('register.sentTitle')}</h2>
        <p>{t('register.sentText', { email: sentTo, minutes: linkMinutes })}</p>
        <p className={styles.hint}>{t('register.sentSpam')}</p>
      </div>
    );
  }

  const hasFieldErrors = Object.keys(fieldErrors).length > 0;
  return (
    <form
      ref={form}
      method="post"
      action="/api/auth/register"
      noValidate
      onSubmit={submit}
      aria-describedby={hasFieldErrors ? 'register-summary' : undefined}
    >
      <input type="hidden" name={CALLBACK_PARAM} value={postAuthUrl(intent)} />
      {hasFieldErrors && (
        <p id="register-summary" role="alert" className={styles.alert}>
          {t('formError')}
        </p>
      )}
      <AuthErrorMessage error={error.code} retryMinutes={error.retry} />
      <Field
        id="register-name"
        name="name"
        autoComplete="name"
        label={t('register.name')}
        hint={t('register.nameHint')}
        value={values.name}
        onChange={set('name')}
        error={message(fieldErrors.name)}
      />
      <Field
        id="register-email"
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        label={t('register.email')}
        value={values.email}
        onChange={set('email')}
        error={message(fieldErrors.email)}
      />
      <Field
        id="register-password"
        name="password"
        type="password"
        autoComplete="new-password"
        label={t('register.password')}
        hint={t(passwordStrong ? 'register.passwordHintStrong' : 'register.passwordHint', { min: passwordMin })}
        value={values.password}
        onChange={set('password')}
        error={message(fieldErrors.password)}
      />
      <div className={styles.checkField}>
        <input
          id="register-terms"
          name="terms"
          type="checkbox"
          value="true"
          checked={accepted}
          onChange={(e) => setAccepted(e.target.checked)}
          aria-invalid={fieldErrors.terms ? true : undefined}
          aria-describedby={fieldErrors.terms ? 'register-terms-error' : undefined}
        />
        <label htmlFor="register-terms">
          {t.rich('register.terms', {
            siteName: terms.siteName,
            terms: (chunks) => <a href={terms.termsHref}>{chunks}</a>,
            privacy: (chunks) => <a href={terms.privacyHref}>{chunks}</a>,
          })}
        </label>
        {fieldErrors.terms && (
          <span id="register-terms-error" className={styles.fieldError}>
            {message(fieldErrors.terms)}
          </span>
        )}
      </div>
      {captcha && <CaptchaField challenge={captcha.challenge} texts={captcha.texts} />}
      <button type="submit" className="button" disabled={pending}>
        {pending ? t('register.submitting') : t('register.submit')}
      </button>
    </form>
  );
}
