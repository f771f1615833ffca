import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getPageRegion, type RegionParams } from '@/lib/region/page-region';
import { canonicalUrl } from '@/lib/seo/canonical-url';
import { cleanLink } from '@/lib/routing/links';
import styles from '@/components/jobs/job-search-form.module.scss';

export async function generateMetadata({ params }: { params: RegionParams }): Promise<Metadata> {
  const region = await getPageRegion(params);
  const t = await getTranslations('meta');
  const vars = { region: region.REGION_NAME };
  return {
    title: t('organizationsTitle', vars),
    description: t('organizationsDescription', vars),
    alternates: { canonical: canonicalUrl(region, cleanLink('internal:/organizations', region)) },
  };
}

/** Employer search entry (§2 /organizations, public path /arbeitgeber); results arrive with the organization search. */
export default async function OrganizationsPage({ params }: { params: RegionParams }) {
  const region = await getPageRegion(params);
  const t = await getTranslations('organizations');
  const vars = { region: region.REGION_NAME };
  return (
    <>
      <h1>{t('heading', vars)}</h1>
      <p>{t('intro', vars)}</p>
      <form className={styles.form} action={cleanLink('internal:/organizations', region)} method="get" role="search" aria-label={t('searchLabel')}>
        <div className={styles.field}>
          <label htmlFor="org-search">{t('searchField')}</label>
          <input id="org-search" name="search" type="search" />
        </div>
        <button type="submit" className="button">
          {t('submit')}
        </button>
      </form>
    </>
  );
}
