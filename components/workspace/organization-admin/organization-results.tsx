import { getTranslations } from 'next-intl/server';
import { mergeAction, setTrustedAction } from '@/lib/actions/organization-admin-actions';
import styles from '@/components/company-signup/company-signup.module.scss';

type Organization = { id: string; name: string; slug: string; trusted: boolean; published: boolean };

/**
 * The search's organizations, each with its trust and a button to change it, and below them the merge form
 * (a duplicate into the one that stays), which asks for a checked box first. Plain forms, no script needed.
 */
export async function OrganizationResults({ organizations, query }: { organizations: Organization[]; query: string }) {
  const t = await getTranslations('workspace.organizationAdmin');
  if (organizations.length === 0) return <p>{t('noneFound')}</p>;
  return (
    <>
      <ul>
        {organizations.map((org) => (
          <li key={org.id}>
            <strong>{org.name}</strong> ({org.published ? t('published') : t('draft')},{' '}
            {org.trusted ? t('trustedState') : t('untrustedState')})
            <form action={setTrustedAction}>
              <input type="hidden" name="id" value={org.id} />
              <input type="hidden" name="firma" value={query} />
              <input type="hidden" name="trusted" value={org.trusted ? 'false' : 'true'} />
              <button type="submit" className="button button-secondary">
                {org.trusted ? t('untrust', { name: org.name }) : t('trust', { name: org.name })}
              </button>
            </form>
          </li>
        ))}
      </ul>
      {organizations.length > 1 && (
        <section aria-labelledby="merge-heading">
          <h2 id="merge-heading">{t('mergeHeading')}</h2>
          <p className={styles.note}>{t('mergeIntro')}</p>
          <form action={mergeAction}>
            <input type="hidden" name="firma" value={query} />
            {(['duplicateId', 'keepId'] as const).map((field, i) => (
              <div className={styles.field} key={field}>
                <label htmlFor={`merge-${field}`}>{t(field)}</label>
                <select id={`merge-${field}`} name={field} defaultValue={organizations[i].id}>
                  {organizations.map((org) => (
                    <option key={org.id} value={org.id}>
                      {org.name} ({org.slug})
                    </option>
                  ))}
                </select>
              </div>
            ))}
            <div className={styles.field}>
              <label>
                <input type="checkbox" name="confirm" value="true" /> {t('mergeConfirm')}
              </label>
            </div>
            <button type="submit" className="button">
              {t('mergeButton')}
            </button>
          </form>
        </section>
      )}
    </>
  );
}
