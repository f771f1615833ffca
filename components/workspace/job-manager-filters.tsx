import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { getRegion } from '@/regions/registry';
import { MANAGER_PATH, type ManagerQuery } from '@/lib/job-manager/manager-query';
import styles from './job-manager.module.scss';

const STATES = ['draft', 'needs_review', 'scheduled', 'published', 'archived', 'expired'] as const;
const SORTS = ['newest', 'title', 'published', 'ending', 'views'] as const;

/** The list's filters and sorting as a plain GET form: the address carries them, no script needed. */
export async function JobManagerFilters({ query, frontends }: { query: ManagerQuery; frontends: string[] }) {
  const t = await getTranslations('workspace.jobManager');
  return (
    <form method="get" action={MANAGER_PATH} className={styles.filters} aria-label={t('filters')}>
      <div>
        <label htmlFor="filter-state">{t('state')}</label>
        <select id="filter-state" name="status" defaultValue={query.state ?? ''}>
          <option value="">{t('allStates')}</option>
          {STATES.map((state) => (
            <option key={state} value={state}>
              {t(`states.${state}`)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="filter-frontend">{t('frontend')}</label>
        <select id="filter-frontend" name="portal" defaultValue={query.frontend ?? ''}>
          <option value="">{t('allFrontends')}</option>
          {frontends.map((frontend) => (
            <option key={frontend} value={frontend}>
              {getRegion(frontend)?.SITENAME ?? frontend}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="filter-words">{t('words')}</label>
        <input id="filter-words" name="suche" type="search" maxLength={100} defaultValue={query.words} />
      </div>
      <div>
        <label htmlFor="filter-sort">{t('sort')}</label>
        <select id="filter-sort" name="sortierung" defaultValue={query.sort}>
          {SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t(`sorts.${sort}`)}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.filterActions}>
        <button type="submit" className="button">
          {t('apply')}
        </button>
        <Link href={MANAGER_PATH} prefetch={false}>
          {t('reset')}
        </Link>
      </div>
    </form>
  );
}
