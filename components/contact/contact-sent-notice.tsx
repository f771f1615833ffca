import type { ContactAudience } from '@/lib/data/contact';
import { firstValue, type PageQuery } from '@/lib/routing/search-params';
import { contactWords } from './contact-words';
import styles from './contact-sent-notice.module.scss';

/** The flag the contact form's redirect sets (app/api/contact/route.ts): `?kontakt=gesendet#kontakt-gesendet`. */
export const contactSent = (query: PageQuery) => firstValue(query.kontakt) === 'gesendet';

/**
 * docs/product.md §2: after the contact form, /dashboard or / confirms the message. The fragment of the redirect names
 * this box, so the browser moves focus here and screen readers read it; it works without JavaScript.
 */
export async function ContactSentNotice({ audience }: { audience: ContactAudience }) {
  const t = await contactWords(audience);
  return (
    <p id="kontakt-gesendet" className={styles.notice} role="status" tabIndex={-1}>
      {t('sent')}
    </p>
  );
}
