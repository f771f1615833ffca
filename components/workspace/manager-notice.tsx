import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import styles from './job-manager.module.scss';

const NOTICES = ['duplicated', 'extended', 'republished', 'inReview', 'noCredit', 'archived', 'failed'] as const;

/**
 * What the last action did, from the address it came back to (?meldung=…); a fixed German text per key, so
 * the address cannot put words on the page. Focusable: the action's redirect jumps here (#meldung). Without
 * credit, the notice links to /checkout.
 */
export async function ManagerNotice({ notice, count }: { notice: string; count: string }) {
  const key = NOTICES.find((n) => n === notice);
  if (!key) return null;
  const t = await getTranslations('workspace.jobManager');
  const links = await getTranslations('commerce.links');
  const text = key === 'archived' ? t('archived', { count: Number.parseInt(count, 10) || 0 }) : t(key);
  return (
    <p id="meldung" className={styles.notice} role="status" tabIndex={-1}>
      {text}
      {key === 'noCredit' && (
        <>
          {' '}
          <Link href="/checkout" prefetch={false}>
            {links('buyCredits')}
          </Link>
        </>
      )}
    </p>
  );
}
