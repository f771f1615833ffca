import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { closestPlaceLabels } from '@/lib/data/places';
import { withPlace } from '@/lib/data/job-listing-request';
import type { JobSearchState } from '@/lib/search/job-search-state';
import { regionNames } from '@/lib/region/region-names';
import type { Region } from '@/regions/build-region';
import styles from './job-search-form.module.scss';

/**
 * A typed place we do not know ("Nürnbrg", a village under 1,000 inhabitants): says that the list is the
 * whole region without a place filter, and links the closest known places, each searched as it is (a state
 * by address, a town with a radius). Nothing when the place was found or none was typed.
 */
export async function UnknownPlace({
  region,
  state,
  href,
}: {
  region: Region;
  state: JobSearchState;
  href: (state: JobSearchState) => string;
}) {
  if (!state.place || state.lat !== null || state.locationType) return null;
  const t = await getTranslations('jobs');
  const closest = closestPlaceLabels(region, state.place);
  return (
    <div role="status" className={styles.unknownPlace}>
      <p>{t('unknownPlace', { place: state.place, ...regionNames(region) })}</p>
      {closest.length > 0 && (
        <p>
          {t('didYouMean')}{' '}
          {closest.map((label, i) => (
            <span key={label}>
              {i > 0 && ', '}
              <Link href={href(withPlace({ ...state, place: label, page: 0 }, region))} prefetch={false}>
                {label}
              </Link>
            </span>
          ))}
          ?
        </p>
      )}
    </div>
  );
}
