import { getTranslations } from 'next-intl/server';
import type { Region } from '@/regions/build-region';
import { PlaceSuggestions } from './place-suggestions';
import { TitleSuggestions } from './title-suggestions';
import { JobSearchSheet } from './job-search-sheet';
import styles from './job-search-form.module.scss';

/** The fields the place suggestions' script fills or clears when an area or a place is picked. */
const AREA_IDS = {
  locationType: 'search-where-type',
  administrativeArea: 'search-where-state',
  country: 'search-where-country',
  radiusField: 'search-radius-field',
} as const;

type Props = {
  region: Region;
  action: string;
  search?: string;
  place?: string;
  radius?: number;
  /**
   * A state-, country- or postal-area-wide search (docs/product.md §7 locationType) carried on; no radius for those
   * (docs/product.md §9).
   */
  area?: { locationType: string; administrativeArea: string | null; country: string | null } | null;
};

/**
 * The job search form as a plain GET form, so it works without JavaScript (on phones behind the search bar's
 * sheet, job-search-sheet.tsx): the place is typed or picked
 * from the site's quick-pick places (docs/product.md §3 GEO_INFO) and the server finds it in the local gazetteer; with
 * JavaScript, the gazetteer's places are suggested while typing. Radius options from the region (docs/product.md §9).
 */
export async function JobSearchForm({ region, action, search = '', place = '', radius, area = null }: Props) {
  const t = await getTranslations('search');
  const { fixtures, radius: radiusConfig } = region.GEO_INFO;
  // Areas have no point to measure from: postal areas never, states and countries as the site says
  // (docs/product.md §9).
  const withoutRadius =
    area !== null &&
    (area.locationType === 'postal_code' ||
      radiusConfig.hideForLocationType.includes(
        area.locationType as (typeof radiusConfig.hideForLocationType)[number],
      ));
  return (
    <JobSearchSheet
      search={search}
      place={place || area?.administrativeArea || ''}
      radius={withoutRadius || !place ? null : (radius ?? radiusConfig.defaultValue)}
    >
      <form className={styles.form} action={action} method="get" role="search" aria-label={t('formLabel')}>
        <div className={styles.field}>
          <label htmlFor="search-what">{t('what')}</label>
          <input
            id="search-what"
            name="search"
            type="search"
            defaultValue={search}
            placeholder={t('whatPlaceholder')}
            autoComplete="off"
            list="search-what-titles"
          />
          <datalist id="search-what-titles" />
          <TitleSuggestions
            inputId="search-what"
            listId="search-what-titles"
            regionId={region.id}
            locale={region.DEFAULT_LOCALE}
          />
        </div>
        <div className={styles.field}>
          <label htmlFor="search-where">{t('where')}</label>
          <input
            id="search-where"
            name="geo_location"
            type="text"
            list="search-where-places"
            defaultValue={place}
            placeholder={t('anyPlace')}
            autoComplete="off"
            aria-describedby="search-where-hint"
          />
          <span id="search-where-hint" className={styles.hint}>
            {t('whereHint')}
          </span>
          <datalist id="search-where-places">
            {fixtures.map((f) => (
              <option key={f.label} value={f.label} />
            ))}
          </datalist>
          <PlaceSuggestions
            inputId="search-where"
            listId="search-where-places"
            areaIds={AREA_IDS}
            regionId={region.id}
            locale={region.DEFAULT_LOCALE}
            quickPicks={fixtures.map((f) => f.label)}
          />
        </div>
        {/* A state, country or postal area is searched by address, without a radius (docs/product.md §9). These
          fields carry it; the suggestions' script fills them when such a place is picked, and disabled fields
          stay out of the URL. */}
        <input
          type="hidden"
          id={AREA_IDS.locationType}
          name="locationType"
          value={area?.locationType ?? ''}
          disabled={!area}
        />
        <input
          type="hidden"
          id={AREA_IDS.administrativeArea}
          name="administrative_area_level_1"
          value={area?.administrativeArea ?? ''}
          disabled={!area?.administrativeArea}
        />
        <input
          type="hidden"
          id={AREA_IDS.country}
          name="country"
          value={area?.country ?? ''}
          disabled={!area?.country}
        />
        <div className={styles.field} id={AREA_IDS.radiusField} hidden={withoutRadius}>
          <label htmlFor="search-radius">{t('radius')}</label>
          <select
            id="search-radius"
            name="radius"
            defaultValue={String(radius ?? radiusConfig.defaultValue)}
            disabled={withoutRadius}
          >
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
    </JobSearchSheet>
  );
}
