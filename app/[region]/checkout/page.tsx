import type { Metadata } from 'next';
import Link from 'next/link';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import messages from '@/messages/de.json';
import { getPageRegion } from '@/lib/region/page-region';
import { firstValue, type PageQuery } from '@/lib/routing/search-params';
import { cleanLink } from '@/lib/routing/links';
import { checkoutAction } from '@/lib/actions/commerce-actions';
import { valuesFromProfile } from '@/lib/commerce/checkout-form';
import { countryChoices } from '@/lib/contract';
import { loadCheckout } from '@/lib/data/commerce';
import { returnJobOf } from '@/lib/commerce/return-job';
import { EmployersOnly } from '@/components/posting/employers-only';
import { wizardViewer } from '@/components/posting/wizard-gate';
import { CheckoutFlow } from '@/components/commerce/checkout-flow';
import styles from '@/components/commerce/commerce.module.scss';

type Props = { params: Promise<{ region: string }>; searchParams: Promise<PageQuery> };

const PATH = '/checkout';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('commerce.checkout');
  return { title: t('metaTitle'), robots: { index: false } };
}

/**
 * docs/product.md §2 /checkout: recruiters (and admin-like users acting for an organization) buy credit packs and
 * subscriptions for the active organization. Anonymous visitors sign in and come back (with ?produkt kept),
 * job seekers get the page for employers. Two steps in one plain form (CheckoutFlow), then the order's page.
 */
export default async function CheckoutPage({ params, searchParams }: Props) {
  const region = await getPageRegion(params);
  const search = await searchParams;
  const sku = firstValue(search.produkt).slice(0, 64);
  const job = firstValue(search.job).slice(0, 64);
  const query = new URLSearchParams([...(sku ? [['produkt', sku]] : []), ...(job ? [['job', job]] : [])]);
  const here = query.size ? `${PATH}?${query}` : PATH;
  const viewer = await wizardViewer(region, here);
  if (!viewer) return <EmployersOnly region={region} back={here} />;
  const t = await getTranslations('commerce.checkout');
  const checkout = await loadCheckout({ region, userId: viewer.userId });
  const contact = (
    <Link className="button" href={cleanLink('internal:/contact', region)} prefetch={false}>
      {t('contact')}
    </Link>
  );
  if (!checkout || checkout.products.length === 0) {
    return (
      <section className={styles.page} aria-labelledby="checkout-title">
        <h1 id="checkout-title">{t('heading')}</h1>
        <p>{checkout ? t('noProducts') : t('noOrganization')}</p>
        <p>{contact}</p>
      </section>
    );
  }
  const preselected = checkout.products.find((p) => p.sku === sku)?.id ?? '';
  // Reached from a waiting job: the order's page leads back to it (only a job of the organization buying).
  const returnJob = job ? await returnJobOf(region, viewer.userId, checkout.organizationId, job) : null;
  const initial = {
    step: 'edit' as const,
    values: valuesFromProfile(checkout.customerProfile, preselected),
    orderKey: checkout.orderKey,
    errors: {},
    general: [],
  };
  return (
    <section className={styles.page} aria-labelledby="checkout-title">
      <h1 id="checkout-title">{t('heading')}</h1>
      <p className={styles.intro}>{t('intro', { organization: checkout.organizationName })}</p>
      <NextIntlClientProvider messages={{ commerce: messages.commerce }}>
        <CheckoutFlow
          action={checkoutAction}
          initial={initial}
          setup={{
            products: checkout.products,
            countries: countryChoices(region.DEFAULT_LOCALE, { abroad: region.FEATURES.EURO_VAT }),
            asksOrderReference: checkout.asksOrderReference,
            paymentDays: region.SELLER.paymentTermDays,
            site: region.SITENAME,
            postingDays: region.JOB_POSTING.defaultDurationDays,
            currencyPosition: region.CURRENCY_POSITION,
            resumeContacts: region.FEATURES.RESUME_FEATURE_ACTIVE,
            returnJob: returnJob?.id ?? null,
          }}
        />
      </NextIntlClientProvider>
    </section>
  );
}
