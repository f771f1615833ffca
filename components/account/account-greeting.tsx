import { getTranslations } from 'next-intl/server';
import styles from './account.module.scss';

type Names = { firstName: string | null; lastName: string | null; displayName: string | null };

/** The name the site shows for the account: the display name, else first and last name; null when none is set. */
export function shownName({ firstName, lastName, displayName }: Names): string | null {
  const name =
    displayName?.trim() ||
    [firstName, lastName]
      .map((part) => part?.trim())
      .filter(Boolean)
      .join(' ');
  return name || null;
}

/**
 * The greeting of /user: by name where there is one, never "Hallo ,". An account without any name is led to the
 * name fields (`fieldId`); a job seeker also while first or last name is missing (a sign-up asks one name, the
 * display name), told that applications are filled from them.
 */
export async function AccountGreeting({ names, fieldId, seeker }: { names: Names; fieldId: string; seeker: boolean }) {
  const t = await getTranslations('account.page');
  const name = shownName(names);
  const complete = !!names.firstName?.trim() && !!names.lastName?.trim();
  const notice = !name ? t('namesMissing') : seeker && !complete ? t('namesIncomplete') : null;
  return (
    <>
      <p className={styles.greeting}>{name ? t('greeting', { name }) : t('greetingNoName')}</p>
      {notice && (
        <p className={styles.notice}>
          {notice} {seeker && !complete && `${t('namesForApplications')} `}
          <a href={`#${fieldId}`}>{t('addName')}</a>
        </p>
      )}
    </>
  );
}
