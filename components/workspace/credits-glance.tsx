import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { getRegion } from '@/regions/registry';
import type { JobManagerCreditFieldsFragment } from '@/lib/graphql/generated/operations';
import styles from './job-manager.module.scss';

/**
 * Credits and subscription slots at a glance: what this site can publish now, and every site's balances; the
 * way to buy more (/checkout) and to the balances and invoices (/my-products).
 */
export async function CreditsGlance({
  credits,
  regionId,
}: {
  credits: JobManagerCreditFieldsFragment;
  regionId: string;
}) {
  const t = await getTranslations('workspace.jobManager');
  const links = await getTranslations('commerce.links');
  // This site's job credits stand first; the other balances (other sites, other credit types) follow.
  const others = credits.balances.filter((b) => b.type !== 'job' || b.frontend !== regionId);
  return (
    <section aria-labelledby="credits-heading">
      <h2 id="credits-heading">{t('credits')}</h2>
      <ul className={styles.glance}>
        <li>{t('jobCredits', { count: credits.jobCredits })}</li>
        <li>{t('freeJobSlots', { count: credits.freeJobSlots })}</li>
        {others.map((b) => (
          <li key={`${b.frontend}-${b.type}`}>
            {t('balance', {
              label: b.label,
              frontend: getRegion(b.frontend)?.SITENAME ?? b.frontend,
              amount: b.amount,
            })}
          </li>
        ))}
      </ul>
      <p>
        <Link href="/checkout" prefetch={false}>
          {links('buyCredits')}
        </Link>
        {' · '}
        <Link href="/my-products" prefetch={false}>
          {links('myProducts')}
        </Link>
      </p>
    </section>
  );
}
