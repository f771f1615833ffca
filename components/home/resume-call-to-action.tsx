import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { cleanLink } from '@/lib/routing/links';
import type { Region } from '@/regions/build-region';
import styles from './resume-call-to-action.module.scss';

/** "Gefunden werden": the front page's invitation to a resume, as a band that stands out from the lists. */
export async function ResumeCallToAction({ region }: { region: Region }) {
  const t = await getTranslations('home');
  return (
    <section className={styles.band} aria-labelledby="home-resume">
      <div>
        <h2 id="home-resume">{t('resumeHeading')}</h2>
        <p>{t('resumeText')}</p>
      </div>
      <Link className="button" href={cleanLink('internal:/resume', region)} prefetch={false}>
        {t('resumeLink')}
      </Link>
    </section>
  );
}
