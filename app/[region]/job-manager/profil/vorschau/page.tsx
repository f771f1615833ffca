import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { getPageRegion } from '@/lib/region/page-region';
import { signInHref } from '@/lib/auth/dispatch';
import { firstValue } from '@/lib/routing/search-params';
import { loadPageViewer } from '@/lib/data/page-viewer';
import { loadOrganizationJobs } from '@/lib/data/jobs';
import { loadProfilePreview } from '@/lib/data/organization-profile-draft';
import { wizardAccess } from '@/lib/posting/access';
import { OrganizationPageBody } from '@/components/organizations/organization-page-body';
import pageStyles from '@/components/organizations/organization-page.module.scss';
import styles from '@/components/workspace/profile/profile-editor.module.scss';

type Props = {
  params: Promise<{ region: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

const PATH = '/job-manager/profil/vorschau';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** As many open jobs as the public page shows. */
const JOBS_ON_PAGE = 10;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('workspace.profile.preview');
  return { title: t('metaTitle'), robots: { index: false } };
}

/** The draft exactly as visitors would see it: the public page's own components, with a banner on top. */
export default async function ProfilePreviewPage({ params, searchParams }: Props) {
  const region = await getPageRegion(params);
  const viewer = await loadPageViewer(region.id);
  if (!viewer) redirect(signInHref(PATH));
  if (wizardAccess(viewer) !== 'wizard') redirect('/job-manager/profil');
  const t = await getTranslations('workspace.profile.preview');
  const requested = firstValue((await searchParams).organisation);
  const organizationId = UUID.test(requested) ? requested : undefined;
  const back = `/job-manager/profil${organizationId ? `?organisation=${organizationId}` : ''}`;
  const { profile, refusal } = await loadProfilePreview(region, viewer.userId, organizationId);
  if (!profile)
    return (
      <section className={pageStyles.page}>
        <h1>{t('metaTitle')}</h1>
        <p>{refusal}</p>
      </section>
    );
  const jobs = await loadOrganizationJobs(region, profile.slug, JOBS_ON_PAGE);
  return (
    <>
      <p className={styles.notice} role="note">
        {t('banner')} <Link href={back}>{t('back')}</Link>
      </p>
      <article className={pageStyles.page} aria-labelledby="org-name">
        <OrganizationPageBody profile={profile} jobs={jobs} jobsLimit={JOBS_ON_PAGE} region={region} />
      </article>
    </>
  );
}
