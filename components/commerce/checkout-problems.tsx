'use client';

import { useTranslations } from 'next-intl';
import styles from './commerce.module.scss';

/**
 * Problems above a checkout step: those that belong to no field (a price that changed, a sign-in that ran
 * out), and a pointer to the fields marked below. An alert, so a screen reader hears it after a post.
 */
export function CheckoutProblems({ general, fieldErrors }: { general: readonly string[]; fieldErrors: boolean }) {
  const t = useTranslations('commerce.checkout');
  const messages = [...general, ...(fieldErrors ? [t('checkFields')] : [])];
  return (
    <div id="checkout-problems" role="alert" tabIndex={-1} className={styles.problems}>
      {messages.length === 1 && <p>{messages[0]}</p>}
      {messages.length > 1 && (
        <ul>
          {messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
