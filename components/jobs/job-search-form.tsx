import { getTranslations } from 'next-intl/server';
import type { Region } from '@/regions/build-region';
import styles from './job-search-form.module.scss';

type Props = { region: Region; action: string; search?: string; place?: string; radius?: number };

/**
 * The job search form as a plain GET form, so it works without JavaScript. Quick-pick places and radius
 * options come from the region config (§3 GEO_INFO, §9 radius).
 */
export async function JobSearchForm({ region, action, search = '', place = '', radius }: Props) {
  const t = await getTranslations('search');
  const { fixtures, radius: radiusConfig } = region.GEO_INFO;
  return (
    <form className={styles.form} action={action} method="get" role="search" aria-label={t('formLabel')}>
      <div className={styles.field}>
        <label htmlFor="search-what">{t('what')}</label>
        <input id="search-what" name="search" type="search" defaultValue={search} placeholder={t('whatPlaceholder')} autoComplete="off" />
      </div>
      <div className={styles.field}>
        <label htmlFor="search-where">{t('where')}</label>
        <select id="search-where" name="geo_location" defaultValue={place}>
          <option value="">{t('anyPlace')}</option>
          {fixtures.map((f) => (
            <option key={f.label} value={f.label}>
              {f.label}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor="search-radius">{t('radius')}</label>
        <select id="search-radius" name="radius" defaultValue={String(radius ?? radiusConfig.defaultValue)}>
          {radiusConfig.options.map((km) => (
            <option key={km} value={km}>
              {t('radiusOption', { km })}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className={`button ${styles.submit}`}>
        {t('submit')}
      </button>
    </form>
  );
}
