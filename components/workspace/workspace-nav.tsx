import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { WORKSPACE_SECTIONS, type WorkspaceSection } from '@/lib/workspace/sections';
import styles from './workspace.module.scss';

/** The workspace's section links; the current one is marked for screen readers and by style. */
export async function WorkspaceNav({ current }: { current: WorkspaceSection }) {
  const t = await getTranslations('workspace.nav');
  return (
    <nav aria-label={t('label')} className={styles.nav}>
      <ul>
        {WORKSPACE_SECTIONS.map(({ key, path }) => (
          <li key={key}>
            <Link href={path} aria-current={key === current ? 'page' : undefined}>
              {t(key)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
