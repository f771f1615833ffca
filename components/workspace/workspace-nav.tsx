import Link from 'next/link';
import { headers } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { regionFromHeaders } from '@/lib/auth/request-context';
import { workspaceSections, type WorkspaceSection } from '@/lib/workspace/sections';
import styles from './workspace.module.scss';

/** The site the proxy named for this request; none outside a request (a test rendering a page). */
async function requestRegion() {
  try {
    return regionFromHeaders(await headers()) ?? undefined;
  } catch {
    return undefined;
  }
}

/**
 * The workspace's section links; the current one is marked for screen readers and by style. With the
 * viewer's roles, admin-like users also get their pages (the site's orders). The site (the proxy's region header,
 * so none of the many workspace pages has to pass it) leaves out what its flags switch off.
 */
export async function WorkspaceNav({ current, roles }: { current: WorkspaceSection; roles?: readonly string[] }) {
  const t = await getTranslations('workspace.nav');
  const region = await requestRegion();
  return (
    <nav aria-label={t('label')} className={styles.nav}>
      <ul>
        {workspaceSections(roles, region).map(({ key, path }) => (
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
