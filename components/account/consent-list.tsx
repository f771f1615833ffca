import { getFormatter, getTranslations } from 'next-intl/server';
import styles from './account.module.scss';

export type GivenConsent = {
  id: string;
  type: string;
  placement: string;
  revision: number;
  text: string;
  givenAt: string;
};

/** The consents the job seeker gave: which text (named in German where known) in which revision, and when. */
export async function ConsentList({ consents }: { consents: GivenConsent[] }) {
  const t = await getTranslations('account.page');
  const format = await getFormatter();
  if (consents.length === 0) return <p>{t('consentsEmpty')}</p>;
  return (
    <ul className={styles.cards}>
      {consents.map((consent) => (
        <li key={consent.id} className={styles.card}>
          <h3>
            {t.has(`consentTypes.${consent.type}`)
              ? t(`consentTypes.${consent.type}` as 'consentTypes.terms')
              : consent.type}
          </h3>
          <p>
            {t('consentGiven', {
              date: format.dateTime(new Date(consent.givenAt), { dateStyle: 'long', timeStyle: 'short' }),
              revision: consent.revision,
            })}
          </p>
          {/* Sanitized on the server (filtered_html) by myConsents. */}
          <div className={styles.consentText} dangerouslySetInnerHTML={{ __html: consent.text }} />
        </li>
      ))}
    </ul>
  );
}
