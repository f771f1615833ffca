import { getTranslations } from 'next-intl/server';
import { RESUME_FACET_FIELDS } from '@/lib/contract';
import { RADIUS_CHOICES, type ResumeSearchState } from '@/lib/resume-search/search-state';
import formStyles from '@/components/jobs/job-search-form.module.scss';

/**
 * The words, the place and the radius as a plain GET form (it works without JavaScript and gives a
 * shareable URL). The chosen facet values ride along as hidden fields, so a new search keeps the filters;
 * the page starts again at the first.
 */
export async function ResumeSearchForm({ state, action }: { state: ResumeSearchState; action: string }) {
  const t = await getTranslations('resumeSearch.form');
  return (
    <form className={formStyles.form} action={action} method="get" role="search" aria-label={t('label')}>
      <div className={formStyles.field}>
        <label htmlFor="resume-search">{t('keys')}</label>
        <input
          id="resume-search"
          name="search"
          type="search"
          defaultValue={state.search}
          autoComplete="off"
          aria-describedby="resume-search-hint"
        />
        <span id="resume-search-hint" className={formStyles.hint}>
          {t('keysHint')}
        </span>
      </div>
      <div className={formStyles.field}>
        <label htmlFor="resume-place">{t('place')}</label>
        <input
          id="resume-place"
          name="geo_location"
          type="text"
          defaultValue={state.place}
          autoComplete="off"
          aria-describedby="resume-place-hint"
        />
        <span id="resume-place-hint" className={formStyles.hint}>
          {t('placeHint')}
        </span>
      </div>
      <div className={formStyles.field}>
        <label htmlFor="resume-radius">{t('radius')}</label>
        <select id="resume-radius" name="radius" defaultValue={String(state.radius)}>
          {RADIUS_CHOICES.map((km) => (
            <option key={km} value={km}>
              {t('radiusValue', { km })}
            </option>
          ))}
        </select>
      </div>
      {RESUME_FACET_FIELDS.flatMap((field) =>
        field === 'region'
          ? (state.filters.region ?? []).map((v) => <input key={`region-${v}`} type="hidden" name="region" value={v} />)
          : state.filters[field]?.length
            ? [<input key={field} type="hidden" name={field} value={state.filters[field].join(',')} />]
            : [],
      )}
      <button type="submit" className={`button ${formStyles.submit}`}>
        {t('submit')}
      </button>
    </form>
  );
}
