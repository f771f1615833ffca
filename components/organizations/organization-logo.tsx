import { initials } from '@/lib/format/initials';
import styles from './organization-logo.module.scss';

type Props = { logo: { url: string } | null | undefined; name: string; className?: string };

/**
 * An employer's logo on a card, or its initials on the site's colour where it has none, so every card
 * keeps the same shape. Decorative: the employer's name is written beside it. Lazy and sized by the box,
 * so images below the fold cost nothing and nothing shifts when they arrive.
 */
export function OrganizationLogo({ logo, name, className }: Props) {
  const box = className ? `${styles.box} ${className}` : styles.box;
  return (
    <span className={box} aria-hidden="true">
      {logo ? (
        <img className={styles.image} src={logo.url} alt="" width={120} height={60} loading="lazy" decoding="async" />
      ) : (
        <span className={styles.initials}>{initials(name)}</span>
      )}
    </span>
  );
}

/**
 * The employer's initials on the site's colour in place of a missing logo, where the logo stands alone (the job
 * page's employer box, the employer page): a square as high as the logo would be, decorative beside the name.
 */
export function OrganizationMonogram({ name, className }: { name: string; className?: string }) {
  return (
    <span className={className ? `${styles.monogram} ${className}` : styles.monogram} aria-hidden="true">
      {initials(name)}
    </span>
  );
}
