'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import type { WizardStep } from '@/lib/resume/sections';
import styles from './resume.module.scss';

/**
 * The wizard's step list (docs/product.md §2: import, job preferences, personal info); the step of the address is
 * marked as current (also in the server's HTML, so it holds without JavaScript). Every step can be opened directly.
 */
export function WizardSteps({ steps }: { steps: Array<{ step: WizardStep; href: string }> }) {
  const t = useTranslations('resumeWizard');
  const path = usePathname();
  const at = steps.findIndex(({ step }) => path.endsWith(`/${step}`));
  return (
    <nav aria-label={t('stepsLabel')}>
      <ol className={styles.steps}>
        {steps.map(({ step, href }, i) => (
          <li key={step}>
            <Link href={href} prefetch={false} aria-current={i === at ? 'step' : undefined}>
              {t('stepOf', { number: i + 1, total: steps.length })}: {t(`steps.${step}`)}
            </Link>
          </li>
        ))}
      </ol>
    </nav>
  );
}
