import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { getPageRegion } from '@/lib/region/page-region';
import { NewsletterSignup } from '@/components/newsletter/newsletter-signup';

type Props = { params: Promise<{ region: string }> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('newsletter');
  return { title: t('pageTitle') };
}

/**
 * /newsletter: the sign-up on a page of its own (docs/product-decisions.md "Newsletter"), where the site has the
 * newsletter on (the proxy answers 404 elsewhere). Works without JavaScript.
 */
export default async function NewsletterPage({ params }: Props) {
  const region = await getPageRegion(params);
  if (!region.FEATURES.NEWSLETTER) notFound();
  const t = await getTranslations('newsletter');
  return (
    <section aria-labelledby="newsletter-title">
      <h1 id="newsletter-title">{t('pageTitle')}</h1>
      <p>{t('pageIntro', { siteName: region.SITENAME })}</p>
      <NewsletterSignup region={region} source="page" />
    </section>
  );
}
