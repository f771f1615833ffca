import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import messages from '@/messages/de.json';
import { getPageRegion } from '@/lib/region/page-region';
import { firstValue } from '@/lib/routing/search-params';
import { signInHref } from '@/lib/auth/dispatch';
import { loadPageViewer } from '@/lib/data/page-viewer';
import { signupCountries } from '@/lib/data/company-signup';
import { isOrganizationAdmin, searchAdminOrganizations } from '@/lib/data/organization-admin';
import { createCustomerAction } from '@/lib/actions/organization-admin-actions';
import { ORGANIZATION_ADMIN_PATH, parseOrganizationAdminNotice } from '@/lib/workspace/organization-admin-notices';
import { WorkspaceNav } from '@/components/workspace/workspace-nav';
import { CustomerForm } from '@/components/workspace/organization-admin/customer-form';
import { OrganizationResults } from '@/components/workspace/organization-admin/organization-results';
import styles from '@/components/workspace/team/team.module.scss';

type Props = {
  params: Promise<{ region: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('workspace.organizationAdmin');
  return { title: t('metaTitle'), robots: { index: false } };
}

/**
 * /job-manager/unternehmen: administrators and the site's admins create an organization for a customer
 * (inviting its first owner), find organizations with their trust, change it, and merge a duplicate into the
 * organization that stays (docs/product-decisions.md "Company sign-up"). Every form works without JavaScript.
 */
export default async function OrganizationAdminPage({ params, searchParams }: Props) {
  const region = await getPageRegion(params);
  const viewer = await loadPageViewer(region.id);
  if (!viewer) redirect(signInHref(ORGANIZATION_ADMIN_PATH));
  const t = await getTranslations('workspace.organizationAdmin');
  if (!isOrganizationAdmin(viewer.roles)) {
    return (
      <section className={styles.page} aria-labelledby="organizations-title">
        <h1 id="organizations-title">{t('heading')}</h1>
        <p>{t('adminsOnly')}</p>
      </section>
    );
  }
  const query = await searchParams;
  const notice = parseOrganizationAdminNotice(firstValue(query.hinweis));
  const search = (firstValue(query.firma) ?? '').trim().slice(0, 100);
  const found = search ? await searchAdminOrganizations({ region, userId: viewer.userId }, search) : null;
  return (
    <section className={styles.page} aria-labelledby="organizations-title">
      <WorkspaceNav current="organizations" roles={viewer.roles} />
      <h1 id="organizations-title">{t('heading')}</h1>
      <div role="status">
        {notice && <p className={notice === 'failed' ? styles.alert : styles.notice}>{t(`notices.${notice}`)}</p>}
      </div>
      <section className={styles.section} aria-labelledby="search-heading">
        <h2 id="search-heading">{t('searchHeading')}</h2>
        <form method="get" action={ORGANIZATION_ADMIN_PATH} role="search">
          <label htmlFor="organization-search">{t('searchLabel')}</label>{' '}
          <input id="organization-search" name="firma" type="search" defaultValue={search} maxLength={100} />{' '}
          <button type="submit" className="button button-secondary">
            {t('searchButton')}
          </button>
        </form>
        {found?.error && <p className={styles.alert}>{found.error}</p>}
        {found && !found.error && <OrganizationResults organizations={found.organizations} query={search} />}
      </section>
      <section className={styles.section} aria-labelledby="create-heading">
        <h2 id="create-heading">{t('createHeading')}</h2>
        <p className={styles.hint}>{t('createIntro')}</p>
        <NextIntlClientProvider messages={{ workspace: { organizationAdmin: messages.workspace.organizationAdmin } }}>
          <CustomerForm action={createCustomerAction} countries={signupCountries()} />
        </NextIntlClientProvider>
      </section>
    </section>
  );
}
