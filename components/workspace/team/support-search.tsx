import { getTranslations } from 'next-intl/server';
import { switchOrganizationAction } from '@/lib/actions/team-actions';
import styles from './team.module.scss';

type Found = { organizations: Array<{ id: string; name: string }>; error: string | null };

/**
 * docs/product.md §6 support for admin-like users: find an organization of the site by name (a GET form, so the search
 * is a link) and act for it with one button; the workspace then shows the support banner.
 */
export async function SupportSearch({ path, query, found }: { path: string; query: string; found: Found | null }) {
  const t = await getTranslations('workspace.support');
  return (
    <section className={styles.section} aria-labelledby="support-heading">
      <h2 id="support-heading">{t('heading')}</h2>
      <p className={styles.hint} id="support-hint">
        {t('hint')}
      </p>
      <form method="get" action={path} role="search" aria-labelledby="support-heading">
        <div className={styles.inline}>
          <div className={styles.field}>
            <label htmlFor="support-query">{t('searchLabel')}</label>
            <input
              id="support-query"
              name="firma"
              type="search"
              defaultValue={query}
              maxLength={100}
              aria-describedby={found?.error ? 'support-error support-hint' : 'support-hint'}
              aria-invalid={found?.error ? true : undefined}
            />
            {found?.error && (
              <p id="support-error" className={styles.fieldError}>
                {found.error}
              </p>
            )}
          </div>
          <button type="submit" className="button button-secondary">
            {t('searchButton')}
          </button>
        </div>
      </form>
      {found && !found.error && (
        <>
          <h3>{t('results', { query })}</h3>
          {found.organizations.length === 0 ? (
            <p>{t('none')}</p>
          ) : (
            <ul className={styles.cards}>
              {found.organizations.map((org) => (
                <li key={org.id} className={styles.card}>
                  <p className={styles.who}>{org.name}</p>
                  <form action={switchOrganizationAction}>
                    <input type="hidden" name="organizationId" value={org.id} />
                    <input type="hidden" name="support" value="1" />
                    <button type="submit" className="button" aria-label={t('actLabel', { organization: org.name })}>
                      {t('act')}
                    </button>
                  </form>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
