import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import messages from '@/messages/de.json';
import { getPageRegion } from '@/lib/region/page-region';
import { AUTH_PAGES, COMPANY_SIGNUP_PATH } from '@/lib/auth/constants';
import { CALLBACK_PARAM, signInHref } from '@/lib/auth/dispatch';
import { firstValue } from '@/lib/routing/search-params';
import { loadPageViewer } from '@/lib/data/page-viewer';
import { loadProfileDraft } from '@/lib/data/organization-profile-draft';
import { wizardAccess } from '@/lib/posting/access';
import { PostingSession } from '@/components/posting/posting-session';
import { WorkspaceNav } from '@/components/workspace/workspace-nav';
import { ProfileEditor } from '@/components/workspace/profile/profile-editor';
import styles from '@/components/posting/posting.module.scss';

type Props = {
  params: Promise<{ region: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

const PATH = '/job-manager/profil';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('workspace.profile');
  return { title: t('metaTitle'), robots: { index: false } };
}

/**
 * /job-manager/profil: the organization's recruiters (and admin-like users, for support: ?organisation=<id>)
 * edit the docs/product.md §3 profile. Anonymous visitors sign in and come back; job seekers learn it is for employers.
 */
export default async function ProfilePage({ params, searchParams }: Props) {
  const region = await getPageRegion(params);
  const viewer = await loadPageViewer(region.id);
  const access = wizardAccess(viewer);
  if (access === 'sign-in' || !viewer) redirect(signInHref(PATH));
  const t = await getTranslations('workspace.profile');
  if (access === 'employers-only') {
    const switchAccount = `${AUTH_PAGES.signOut}?${CALLBACK_PARAM}=${encodeURIComponent(PATH)}`;
    return (
      <section className={styles.page} aria-labelledby="profile-title">
        <h1 id="profile-title">{t('employersOnlyTitle')}</h1>
        <p>{t('employersOnly')}</p>
        <p>
          <Link className="button" href={COMPANY_SIGNUP_PATH} prefetch={false}>
            {t('employersOnlyContinue')}
          </Link>{' '}
          <Link className="button button-secondary" href={switchAccount} prefetch={false}>
            {t('employersOnlySwitch')}
          </Link>
        </p>
      </section>
    );
  }
  const requested = firstValue((await searchParams).organisation);
  const organizationId = UUID.test(requested) ? requested : undefined;
  const { draft, refusal } = await loadProfileDraft(region, viewer.userId, organizationId);
  const previewHref = `${PATH}/vorschau${organizationId ? `?organisation=${organizationId}` : ''}`;
  return (
    <section className={styles.page} aria-labelledby="profile-title">
      <WorkspaceNav current="profile" roles={viewer.roles} />
      <h1 id="profile-title">{draft ? `${t('heading')}: ${draft.organizationName}` : t('heading')}</h1>
      {draft ? (
        <>
          <p>{t('intro')}</p>
          <NextIntlClientProvider
            messages={{ posting: messages.posting, workspace: { profile: messages.workspace.profile } }}
          >
            <PostingSession regionId={region.id} locale={region.DEFAULT_LOCALE}>
              <ProfileEditor initial={draft} previewHref={previewHref} />
            </PostingSession>
          </NextIntlClientProvider>
        </>
      ) : (
        <p>{refusal || t('noOrganization')}</p>
      )}
    </section>
  );
}
