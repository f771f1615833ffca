import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import styles from './resume-search.module.scss';

/**
 * Why the visitor sees no resumes, and the one step that changes it: anonymous visitors sign in and come
 * back (`signInHref` carries this page as the callback); signed-in users without access learn that the search
 * comes with a subscription (`/checkout`), job seekers that it needs an employer account.
 */
export async function ResumeSearchAccess(
  props: { kind: 'signIn'; signInHref: string } | { kind: 'subscribe'; applicant: boolean; checkoutHref: string },
) {
  const t = await getTranslations('resumeSearch');
  if (props.kind === 'signIn')
    return (
      <section className={styles.access} aria-labelledby="resume-access">
        <h2 id="resume-access">{t('signIn.heading')}</h2>
        <p>{t('signIn.text')}</p>
        <Link className="button" href={props.signInHref} prefetch={false}>
          {t('signIn.action')}
        </Link>
      </section>
    );
  return (
    <section className={styles.access} aria-labelledby="resume-access">
      <h2 id="resume-access">{t('subscribe.heading')}</h2>
      {props.applicant && <p>{t('subscribe.applicant')}</p>}
      <p>{t('subscribe.text')}</p>
      <Link className="button" href={props.checkoutHref} prefetch={false}>
        {t('subscribe.action')}
      </Link>
    </section>
  );
}
