import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { ManagedJobFieldsFragment } from '@/lib/graphql/generated/operations';
import { extensionPath } from '@/lib/job-manager/extension-path';
import { wizardPath } from '@/lib/posting/wizard-steps';
import styles from './job-manager.module.scss';

type Job = ManagedJobFieldsFragment;

const EDITABLE = new Set(['draft', 'needs_review', 'scheduled', 'published']);
export const ENDED = new Set(['archived', 'expired']);

/** The wizard of a job on its own frontend: this site's path, or the other site's address. */
function editHref(job: Job, regionId: string): string {
  const path = wizardPath(job.id, 'anzeige');
  return job.frontend === regionId ? path : new URL(path, job.url).toString();
}

/**
 * One job's actions inside the job manager's form. Every name includes the job's title for screen readers.
 * Extending charges, so it is a link to its confirmation page, not a button of this form.
 */
export async function JobRowActions({ job, regionId, back }: { job: Job; regionId: string; back: string }) {
  const t = await getTranslations('workspace.jobManager');
  const hidden = <span className="visually-hidden"> {job.title}</span>;
  return (
    <div className={styles.rowActions}>
      {EDITABLE.has(job.state) && (
        <a href={editHref(job, regionId)}>
          {t('edit')}
          {hidden}
        </a>
      )}
      <Link href={`/job-manager/statistik/${job.id}`} prefetch={false}>
        {t('statistics')}
        {hidden}
      </Link>
      <button type="submit" name="action" value={`duplicate:${job.id}`} className={styles.linkButton}>
        {t('duplicate')}
        {hidden}
      </button>
      {(job.state === 'published' || (ENDED.has(job.state) && job.publishedAt)) && (
        <Link href={extensionPath(job.id, back)} prefetch={false}>
          {job.state === 'published' ? t('extend') : t('republish')}
          {hidden}
        </Link>
      )}
      {!ENDED.has(job.state) && (
        <button type="submit" name="action" value={`archive:${job.id}`} className={styles.linkButton}>
          {t('archive')}
          {hidden}
        </button>
      )}
    </div>
  );
}
