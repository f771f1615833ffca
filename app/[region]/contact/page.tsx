import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getPageRegion } from '@/lib/region/page-region';
import { regionNames } from '@/lib/region/region-names';
import { siteUrl } from '@/regions/site-origin';
import { firstValue, type PageQuery } from '@/lib/routing/search-params';
import { loadContactForm } from '@/lib/data/contact';
import { ContactForm } from '@/components/contact/contact-form';
import { contactWords } from '@/components/contact/contact-words';
import styles from '@/components/contact/contact-form.module.scss';

type Props = { params: Promise<{ region: string }>; searchParams: Promise<PageQuery> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const region = await getPageRegion(params);
  const t = await getTranslations('contact');
  return {
    title: t('metaTitle'),
    // Search engines visit without an account: the description speaks as the page does to visitors.
    description: t('du.metaDescription', { site: region.SITENAME, ...regionNames(region) }),
    alternates: { canonical: siteUrl(region, region.CONTACT.path ?? '/kontakt') },
  };
}

/**
 * docs/product.md §2 contact form, at the site's own contact page (region config CONTACT.path, where /kontakt
 * redirects) or at /kontakt itself; its messages go to the site's recipient (CONTACT.recipient).
 */
export default async function ContactPage({ params, searchParams }: Props) {
  const region = await getPageRegion(params);
  const draftId = firstValue((await searchParams).entwurf) || undefined;
  const state = await loadContactForm(region.id, draftId);
  const t = await contactWords(state.audience);
  return (
    <section className={styles.page} aria-labelledby="kontakt-titel">
      <h1 id="kontakt-titel">{t('heading')}</h1>
      <p>{t('intro', { site: region.SITENAME, ...regionNames(region) })}</p>
      <ContactForm state={state} />
    </section>
  );
}
