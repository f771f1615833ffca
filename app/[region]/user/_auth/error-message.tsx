'use client';

import { useTranslations } from 'next-intl';
import { authErrorCode } from '@/lib/auth/constants';
import styles from './auth.module.scss';

/** The German text for a next-auth (or our) error code, announced to screen readers. */
export function AuthErrorMessage({
  error,
  retryMinutes,
  id,
}: {
  error: string | null;
  retryMinutes?: number | null;
  id?: string;
}) {
  const t = useTranslations('auth.errors');
  const code = authErrorCode(error);
  if (!code) return null;
  return (
    <p id={id} role="alert" className={styles.alert}>
      {code === 'RateLimited' ? t('RateLimited', { minutes: retryMinutes ?? 15 }) : t(code)}
    </p>
  );
}
