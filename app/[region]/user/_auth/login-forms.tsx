'use client';

import { useEffect, useState, type FormEvent } from 'react';
import { typedBeforeHydration } from '@/lib/forms/typed-before-hydration';
import { useTranslations } from 'next-intl';
import { postToAuth } from '@/lib/auth/client';
import {
  AUTH_PAGES,
  EMAIL_PROVIDER,
  PASSWORD_PROVIDER,
  SIGN_IN_LINK_MAX_AGE_SECONDS,
  type ProviderId,
} from '@/lib/auth/constants';
import { CALLBACK_PARAM, postAuthUrl, type AuthIntent } from '@/lib/auth/dispatch';
import { AuthErrorMessage } from './error-message';
import { TextField as Field } from '@/components/forms/text-field';
import styles from './auth.module.scss';

type Props = {
  providers: ProviderId[];
  intent: AuthIntent;
  initialError: string | null;
  retryMinutes: number | null;
  devMailbox: boolean;
  /** The form a post without script came back from (lib/auth/form-flash.ts) and the address typed into it. */
  returned: { provider: ProviderId; email: string } | null;
};

/**
 * Both sign-in methods of /user/login. Inputs keep what was typed on every error; the link form turns into
 * "check your inbox" in place; the password form continues to the callback page (docs/product.md §2
 * dispatch/destination). Without script both are plain forms: /api/auth answers them with redirects
 * (lib/data/auth/plain-form.ts).
 */
export function LoginForms({ providers, intent, initialError, retryMinutes, devMailbox, returned }: Props) {
  const t = useTranslations('auth');
  const [email, setEmail] = useState(returned?.email ?? '');
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState<ProviderId | null>(null);
  const [error, setError] = useState<{ code: string | null; retry: number | null; form: ProviderId | null }>({
    code: initialError,
    retry: retryMinutes,
    form: returned?.provider ?? null,
  });
  const [sentTo, setSentTo] = useState<string | null>(null);
  useEffect(() => {
    const typed = typedBeforeHydration(['login-link-email', 'login-password-email', 'login-password']);
    const typedEmail = typed['login-password-email'] ?? typed['login-link-email'];
    if (typedEmail) setEmail(typedEmail);
    if (typed['login-password']) setPassword(typed['login-password']);
  }, []);
  const target = postAuthUrl(intent);
  const minutes = SIGN_IN_LINK_MAX_AGE_SECONDS / 60;

  async function submit(event: FormEvent<HTMLFormElement>, provider: ProviderId) {
    event.preventDefault();
    if (pending) return;
    if (!email.trim()) {
      setError({ code: null, retry: null, form: provider });
      (event.currentTarget.elements.namedItem('email') as HTMLInputElement | null)?.focus();
      return;
    }
    setPending(provider);
    const fields: Record<string, string> = { email: email.trim(), callbackUrl: target };
    if (provider === PASSWORD_PROVIDER) fields.password = password;
    const result = await postToAuth(
      provider === EMAIL_PROVIDER ? `signin/${EMAIL_PROVIDER}` : `callback/${PASSWORD_PROVIDER}`,
      fields,
    );
    if (!result.ok) {
      setPending(null);
      setError({ code: result.error, retry: result.retryMinutes, form: provider });
      return;
    }
    if (provider === EMAIL_PROVIDER) {
      setPending(null);
      setError({ code: null, retry: null, form: null });
      setSentTo(email.trim());
      return;
    }
    window.location.assign(result.url ?? target);
  }

  const missingEmail = (form: ProviderId) =>
    error.form === form && !error.code && !email.trim() ? t('fieldErrors.emailRequired') : null;
  const formError = (form: ProviderId) =>
    error.form === form ? <AuthErrorMessage error={error.code} retryMinutes={error.retry} /> : null;

  return (
    <>
      {error.form === null && <AuthErrorMessage error={error.code} retryMinutes={error.retry} />}
      <div className={styles.methods}>
        {providers.includes(EMAIL_PROVIDER) && (
          <section className={styles.card} aria-labelledby="login-link-heading">
            <h2 id="login-link-heading">{t('login.linkHeading')}</h2>
            {sentTo ? (
              <div className={styles.success} role="status">
                <h3>{t('login.linkSentTitle')}</h3>
                <p>{t('login.linkSentText', { email: sentTo, minutes })}</p>
                {devMailbox && (
                  <p>
                    <a href={AUTH_PAGES.devMailbox}>{t('checkMail.devMailboxLink')}</a>
                  </p>
                )}
                <button type="button" className={styles.linkButton} onClick={() => setSentTo(null)}>
                  {t('login.otherAddress')}
                </button>
              </div>
            ) : (
              <form
                method="post"
                action={`/api/auth/signin/${EMAIL_PROVIDER}`}
                noValidate
                onSubmit={(e) => submit(e, EMAIL_PROVIDER)}
                aria-labelledby="login-link-heading"
              >
                <input type="hidden" name={CALLBACK_PARAM} value={target} />
                <p>{t('login.linkText', { minutes })}</p>
                {formError(EMAIL_PROVIDER)}
                <Field
                  id="login-link-email"
                  name="email"
                  type="email"
                  autoComplete="email"
                  inputMode="email"
                  label={t('login.email')}
                  value={email}
                  onChange={(e) => setEmail(e.target.value)}
                  error={missingEmail(EMAIL_PROVIDER)}
                />
                <button type="submit" className="button" disabled={pending !== null}>
                  {pending === EMAIL_PROVIDER ? t('login.sending') : t('login.sendLink')}
                </button>
              </form>
            )}
          </section>
        )}
        {providers.includes(PASSWORD_PROVIDER) && (
          <section className={styles.card} aria-labelledby="login-password-heading">
            <h2 id="login-password-heading">{t('login.passwordHeading')}</h2>
            <form
              method="post"
              action={`/api/auth/callback/${PASSWORD_PROVIDER}`}
              noValidate
              onSubmit={(e) => submit(e, PASSWORD_PROVIDER)}
              aria-labelledby="login-password-heading"
            >
              <input type="hidden" name={CALLBACK_PARAM} value={target} />
              {formError(PASSWORD_PROVIDER)}
              <Field
                id="login-password-email"
                name="email"
                type="email"
                autoComplete="username"
                inputMode="email"
                label={t('login.email')}
                value={email}
                onChange={(e) => setEmail(e.target.value)}
                error={missingEmail(PASSWORD_PROVIDER)}
              />
              <Field
                id="login-password"
                name="password"
                type="password"
                autoComplete="current-password"
                label={t('login.password')}
                value={password}
                onChange={(e) => setPassword(e.target.value)}
              />
              <button type="submit" className="button" disabled={pending !== null}>
                {pending === PASSWORD_PROVIDER ? t('login.submitting') : t('login.submitPassword')}
              </button>
            </form>
          </section>
        )}
      </div>
    </>
  );
}
