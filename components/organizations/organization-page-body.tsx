import type { Region } from '@/regions/build-region';
import { OrganizationAbout, OrganizationBenefits } from './organization-about';
import { OrganizationAside } from './organization-aside';
import { OrganizationFaq } from './organization-faq';
import { OrganizationHeader } from './organization-header';
import { OrganizationJobs } from './organization-jobs';
import { OrganizationGallery, OrganizationVideos } from './organization-media';
import type { OrganizationJobResult, OrganizationProfile } from './organization-profile';
import styles from './organization-page.module.scss';

/**
 * Every public section of an employer's page with its open jobs: the public page and the profile editor's
 * preview render this one component, so the preview is exactly what visitors see.
 */
export function OrganizationPageBody({
  profile,
  jobs,
  jobsLimit,
  region,
}: {
  profile: OrganizationProfile;
  jobs: OrganizationJobResult;
  jobsLimit: number;
  region: Region;
}) {
  return (
    <>
      <OrganizationHeader profile={profile} />
      <div className={styles.columns}>
        <div className={styles.main}>
          <OrganizationAbout presentation={profile.presentation} />
          <OrganizationJobs organization={profile} jobs={jobs} limit={jobsLimit} region={region} />
          <OrganizationBenefits benefits={profile.benefits} />
          <OrganizationGallery images={profile.gallery} />
          <OrganizationVideos videos={profile.videos} />
          <OrganizationFaq faq={profile.faq} />
        </div>
        <OrganizationAside profile={profile} region={region} />
      </div>
    </>
  );
}
