import { getTranslations } from 'next-intl/server';
import type { SocialLoginProvider } from '@/regions/schema';
import { CALLBACK_PARAM } from '@/lib/auth/dispatch';
import styles from './auth.module.scss';

type Props = {
  /** The site's providers, in the spec's order (socialLoginIds); none renders nothing. */
  providers: readonly SocialLoginProvider[];
  /** Where the flow returns (postAuthUrl of the page's intent). */
  target: string;
  /** The sign-up page says that a first sign-in creates the account and asks for the terms afterwards. */
  signUp?: boolean;
};

/**
 * docs/product.md §9 social login: one plain form per provider, posting to next-auth's sign-in route (the handler adds
 * its CSRF token, lib/data/auth/plain-form.ts), so it works without script. Brand names as text only: no provider's
 * script, image or font is loaded (docs/product-decisions.md "Social login").
 */
export async function SocialLogin({ providers, target, signUp = false }: Props) {
  if (providers.length === 0) return null;
  const t = await getTranslations('auth.social');
  return (
    <section className={styles.social} aria-labelledby="social-login-heading">
      <h2 id="social-login-heading">{t('heading')}</h2>
      <ul>
        {providers.map((id) => (
          <li key={id}>
            <form method="post" action={`/api/auth/signin/${id}`}>
              <input type="hidden" name={CALLBACK_PARAM} value={target} />
              <button type="submit" className="button button-secondary">
                {t(id)}
              </button>
            </form>
          </li>
        ))}
      </ul>
      <p className={styles.hint}>{signUp ? t('signUpNote') : t('note')}</p>
      <p className={styles.divider}>{t('or')}</p>
    </section>
  );
}
