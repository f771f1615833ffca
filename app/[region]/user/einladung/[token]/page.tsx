import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { getPageRegion } from '@/lib/region/page-region';
import { AUTH_PAGES } from '@/lib/auth/constants';
import { CALLBACK_PARAM, signInHref } from '@/lib/auth/dispatch';
import { firstValue } from '@/lib/routing/search-params';
import { acceptInvitationAction } from '@/lib/actions/team-actions';
import { loadPageViewer } from '@/lib/data/page-viewer';
import { loadInvitationPreview } from '@/lib/data/team';
import { TEAM_PATH } from '@/lib/workspace/team-notices';
import styles from '../../_auth/auth.module.scss';

type Props = {
  params: Promise<{ region: string; token: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('workspace.invitation');
  // The path holds the invitation's secret: no search engine, and no Referer to other sites.
  return { title: t('metaTitle'), robots: { index: false, follow: false }, referrer: 'no-referrer' };
}

/**
 * The page an invitation mail links to. Opening it uses nothing (mail scanners open links); its button
 * POSTs. Signed out, the visitor signs in or signs up and comes back here; signed in with another address,
 * they learn to switch accounts.
 */
export default async function InvitationPage({ params, searchParams }: Props) {
  const region = await getPageRegion(params);
  const { token } = await params;
  const t = await getTranslations('workspace.invitation');
  const viewer = await loadPageViewer(region.id);
  const preview = await loadInvitationPreview({ region, userId: viewer?.userId ?? null }, token.slice(0, 200));
  const here = `/user/einladung/${encodeURIComponent(token)}`;
  const failed = firstValue((await searchParams).fehler) === '1';
  if (preview.state !== 'valid') {
    return (
      <div className={styles.page}>
        <h1>{t('heading')}</h1>
        <p role="alert" className={styles.alert}>
          {t(preview.state)}
        </p>
        {preview.state === 'used' && viewer && (
          <Link href={TEAM_PATH} className="button" prefetch={false}>
            {t('toTeam')}
          </Link>
        )}
      </div>
    );
  }
  const sameAddress = preview.viewerEmail?.toLowerCase() === preview.email?.toLowerCase();
  const callback = `?${CALLBACK_PARAM}=${encodeURIComponent(here)}`;
  return (
    <div className={styles.page}>
      <h1>{t('heading')}</h1>
      {failed && (
        <p role="alert" className={styles.alert}>
          {t('failed')}
        </p>
      )}
      <p>{t('valid', { organization: preview.organizationName ?? '' })}</p>
      <p>{t('forAddress', { email: preview.email ?? '' })}</p>
      {!viewer ? (
        <>
          <p className={styles.hint}>{t('signInHint')}</p>
          <p className={styles.after}>
            <Link href={signInHref(here)} className="button" prefetch={false}>
              {t('signIn')}
            </Link>{' '}
            <Link href={`${AUTH_PAGES.register}${callback}`} prefetch={false}>
              {t('register')}
            </Link>
          </p>
        </>
      ) : sameAddress ? (
        <form action={acceptInvitationAction}>
          <input type="hidden" name="token" value={token} />
          <button type="submit" className="button">
            {t('accept')}
          </button>
        </form>
      ) : (
        <>
          <p role="alert" className={styles.alert}>
            {t('wrongAddress', { email: preview.viewerEmail ?? '' })}
          </p>
          <Link href={`${AUTH_PAGES.signOut}${callback}`} className="button" prefetch={false}>
            {t('switchAccount')}
          </Link>
        </>
      )}
    </div>
  );
}
