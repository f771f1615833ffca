import { NextIntlClientProvider } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import messages from '@/messages/de.json';
import type { Region } from '@/regions/build-region';
import { currentEmployerAction } from '@/lib/actions/resume-actions';
import type { ResumePrivacyView } from '@/lib/data/resume-privacy';
import { BlockedCompanies } from './blocked-companies';
import styles from './resume.module.scss';

/**
 * Next to the visibility switch on /lebenslauf (docs/product-decisions.md "Privacy from one's employer"): whether
 * recruiters see the current employer (hidden by default; a plain form with one button) and the organizations the
 * owner blocked (a client island that works without script).
 */
export async function ResumePrivacySettings({
  region,
  privacy,
  notice,
}: {
  region: Region;
  privacy: ResumePrivacyView;
  notice: string | null;
}) {
  const t = await getTranslations('resumePrivacy');
  const shown = privacy.showCurrentEmployer;
  return (
    <section aria-labelledby="resume-privacy" className={styles.privacy}>
      <h2 id="resume-privacy">{t('heading')}</h2>
      <div className={styles.privacyPart}>
        <h3 id="aktueller-arbeitgeber">{t('employer.heading')}</h3>
        {notice && (
          <p className={styles.notice} role="status">
            {notice}
          </p>
        )}
        <p>{shown ? t('employer.shown') : t('employer.hidden')}</p>
        {!shown && <p className={styles.muted}>{t('employer.hint')}</p>}
        <form action={currentEmployerAction}>
          <input type="hidden" name="resumeId" value={privacy.resumeId} />
          <input type="hidden" name="shown" value={shown ? 'false' : 'true'} />
          <button type="submit" className="button button-secondary">
            {shown ? t('employer.hide') : t('employer.show')}
          </button>
        </form>
      </div>
      {/* The island gets its own texts: the layout's provider carries only the error page's. */}
      <NextIntlClientProvider locale={region.DEFAULT_LOCALE} messages={{ resumePrivacy: messages.resumePrivacy }}>
        <BlockedCompanies
          resumeId={privacy.resumeId}
          site={{ regionId: region.id, locale: region.DEFAULT_LOCALE }}
          blocked={privacy.blockedOrganizations}
        />
      </NextIntlClientProvider>
    </section>
  );
}
