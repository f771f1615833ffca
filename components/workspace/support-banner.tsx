import { getTranslations } from 'next-intl/server';
import { endSupportAction } from '@/lib/actions/team-actions';
import styles from './team/team.module.scss';

/** docs/product.md §6 masquerade, visibly marked: who the admin acts for, and the one-click way out. */
export async function SupportBanner({ organization }: { organization: string }) {
  const t = await getTranslations('workspace.support');
  return (
    <aside className={styles.banner} aria-label={t('banner', { organization })} data-support-banner>
      <div>
        <p>
          <strong>{t('banner', { organization })}</strong>
        </p>
        <p>{t('bannerHint')}</p>
      </div>
      <form action={endSupportAction}>
        <button type="submit" className="button">
          {t('end')}
        </button>
      </form>
    </aside>
  );
}
