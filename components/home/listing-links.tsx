import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { ListingLink } from '@/lib/data/front-page';
import styles from './listing-links.module.scss';

/** A titled list of plain links to listings, each with its open jobs; nothing when there are none. */
export async function ListingLinks({ id, heading, links }: { id: string; heading: string; links: ListingLink[] }) {
  if (links.length === 0) return null;
  const t = await getTranslations('home');
  return (
    <section className={styles.block} aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      <ul className={styles.links}>
        {links.map((link) => (
          <li key={link.href}>
            <Link href={link.href} prefetch={false}>
              {link.label}
            </Link>{' '}
            <span className={styles.count}>{t('jobCount', { count: link.count })}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
