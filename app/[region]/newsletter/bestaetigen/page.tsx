import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { AlertLinkPage } from '@/components/jobs/alert-link-page';
import { confirmNewsletterAction } from '@/lib/actions/newsletter-actions';
import { newsletterAddressToConfirm } from '@/lib/data/newsletter';
import { getPageRegion } from '@/lib/region/page-region';
import { firstValue } from '@/lib/routing/search-params';

type Props = {
  params: Promise<{ region: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('newsletter');
  return { title: t('confirmTitle'), robots: { index: false } };
}

/**
 * The confirm link of the double opt-in opens this page; only its button confirms (mail scanners open links).
 * Once confirmed, the page offers the way out at once.
 */
export default async function ConfirmNewsletterPage({ params, searchParams }: Props) {
  const region = await getPageRegion(params);
  if (!region.FEATURES.NEWSLETTER) notFound();
  const t = await getTranslations('newsletter');
  const query = await searchParams;
  const token = firstValue(query.token);
  const unsubscribe = firstValue(query.abmelden);
  const confirmed = !!firstValue(query.bestaetigt);
  const email = confirmed || firstValue(query.ungueltig) ? null : await newsletterAddressToConfirm(region, token);
  return (
    <AlertLinkPage
      id="newsletter-confirm"
      title={t('confirmTitle')}
      done={confirmed ? t('confirmed') : null}
      afterDone={
        unsubscribe && (
          <p>
            <Link href={`/newsletter/abmelden?token=${encodeURIComponent(unsubscribe)}`} prefetch={false}>
              {t('unsubscribeLink')}
            </Link>
          </p>
        )
      }
      question={email && t('confirmQuestion', { siteName: region.SITENAME, email })}
      action={confirmNewsletterAction}
      token={token}
      button={t('confirmButton')}
      invalidLink={t('invalidLink')}
      toJobs={t('toJobs')}
    />
  );
}
