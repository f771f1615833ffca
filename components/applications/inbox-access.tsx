import { getTranslations } from 'next-intl/server';
import { WorkspaceNav } from '@/components/workspace/workspace-nav';
import styles from './applications.module.scss';

/** What a signed-in job seeker (or a recruiter without an organization here) sees instead of the inbox. */
export async function InboxNotice({ text }: { text: 'employersOnly' | 'noOrganization' | 'notFound' }) {
  const t = await getTranslations('workspace.applications');
  return (
    <section className={styles.page} aria-labelledby="inbox-title">
      {text !== 'employersOnly' && <WorkspaceNav current="applications" />}
      <h1 id="inbox-title">{t('heading')}</h1>
      <p>{t(text)}</p>
    </section>
  );
}
