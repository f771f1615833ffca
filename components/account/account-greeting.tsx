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
 * The greeting of /user: by name where there is one, never "Hallo ,". An account without first and last name (a
 * sign-up asks one name, the display name) is told what they are for and led to the fields (`fieldId`).
 */
export async function AccountGreeting({ names, fieldId }: { names: Names; fieldId: string }) {
  const t = await getTranslations('account.page');
  const name = shownName(names);
  const missing = !names.firstName?.trim() || !names.lastName?.trim();
  return (
    <>
      <p className={styles.greeting}>{name ? t('greeting', { name }) : t('greetingNoName')}</p>
      {missing && (
        <p className={styles.notice}>
          {name ? t('namesIncomplete') : t('namesMissing')} <a href={`#${fieldId}`}>{t('addName')}</a>
        </p>
      )}
    </>
  );
}
