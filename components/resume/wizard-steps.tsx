'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import type { WizardStep } from '@/lib/resume/sections';
import styles from './resume.module.scss';

/**
 * The wizard's step list (docs/product.md §2: import, job preferences, personal info) as a progress bar: "Schritt 2
 * von 3" above one segment per step, filled up to the step of the address, which is marked as current (also in
 * the server's HTML, so it holds without JavaScript). Every step can be opened directly.
 */
export function WizardSteps({ steps }: { steps: Array<{ step: WizardStep; href: string }> }) {
  const t = useTranslations('resumeWizard');
  const path = usePathname();
  const at = steps.findIndex(({ step }) => path.endsWith(`/${step}`));
  return (
    <nav aria-label={t('stepsLabel')} className={styles.wizardNav}>
      {at >= 0 && <p className={styles.progress}>{t('stepOf', { number: at + 1, total: steps.length })}</p>}
      <ol className={styles.steps}>
        {steps.map(({ step, href }, i) => (
          <li key={step} data-state={i < at ? 'done' : i === at ? 'current' : 'next'}>
            <Link href={href} prefetch={false} aria-current={i === at ? 'step' : undefined}>
              <span className="visually-hidden">{t('stepOf', { number: i + 1, total: steps.length })}: </span>
              {t(`steps.${step}`)}
            </Link>
          </li>
        ))}
      </ol>
    </nav>
  );
}
