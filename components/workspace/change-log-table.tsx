import { getFormatter, getTranslations } from 'next-intl/server';
import { changeActionLabel, changeDetailLabel } from '@/lib/workspace/change-labels';
import styles from './team/team.module.scss';

type Entry = {
  id: string;
  actor: string;
  viaSupport: boolean;
  action: string;
  detail: Array<{ key: string; value: string }>;
  createdAt: string;
};

/** The change log as a table: when, who (support marked), what with its details. */
export async function ChangeLogTable({ organization, entries }: { organization: string; entries: Entry[] }) {
  const t = await getTranslations('workspace.log');
  const format = await getFormatter();
  return (
    <table className={styles.table}>
      <caption>{t('caption', { organization })}</caption>
      <thead>
        <tr>
          <th scope="col">{t('when')}</th>
          <th scope="col">{t('who')}</th>
          <th scope="col">{t('what')}</th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => (
          <tr key={entry.id}>
            <td>
              <time dateTime={entry.createdAt}>
                {format.dateTime(new Date(entry.createdAt), { dateStyle: 'medium', timeStyle: 'short' })}
              </time>
            </td>
            <td>
              {entry.actor}
              {entry.viaSupport && <span className={styles.badge}>{t('supportNote')}</span>}
            </td>
            <td>
              {changeActionLabel(entry.action)}
              {entry.detail.length > 0 && (
                <ul>
                  {entry.detail.map((d) => (
                    <li key={d.key}>
                      {changeDetailLabel(d.key)}: {d.value}
                    </li>
                  ))}
                </ul>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
