import { getTranslations } from 'next-intl/server';
import { switchOrganizationAction } from '@/lib/actions/team-actions';
import styles from './team/team.module.scss';

type Organization = { id: string; name: string };

/** docs/product.md §3 activeOrganization: a recruiter of several organizations picks the one the workspace acts for. */
export async function OrganizationSwitcher({
  active,
  organizations,
  here,
}: {
  active: Organization | null;
  organizations: Organization[];
  /** The page the switcher is on (path and query), where switching stays (lib/workspace/switch-return.ts). */
  here: string | null;
}) {
  const t = await getTranslations('workspace.switcher');
  return (
    <form action={switchOrganizationAction} className={`${styles.switcher} ${styles.inline}`}>
      {here && <input type="hidden" name="here" value={here} />}
      <div className={styles.field}>
        <label htmlFor="active-organization">{t('label')}</label>
        <select id="active-organization" name="organizationId" defaultValue={active?.id}>
          {organizations.map((org) => (
            <option key={org.id} value={org.id}>
              {org.name}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="button button-secondary">
        {t('button')}
      </button>
    </form>
  );
}
