import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { AlertLinkPage } from '@/components/jobs/alert-link-page';
import { unsubscribeNewsletterAction } from '@/lib/actions/newsletter-actions';
import { newsletterAddressToUnsubscribe } from '@/lib/data/newsletter';
import { getPageRegion } from '@/lib/region/page-region';
import { firstValue } from '@/lib/routing/search-params';

type Props = {
  params: Promise<{ region: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('newsletter');
  return { title: t('unsubscribeTitle'), robots: { index: false } };
}

/** The unsubscribe link of the newsletter's mails: one button, no sign-in; mail clients use the one-click POST. */
export default async function UnsubscribeNewsletterPage({ params, searchParams }: Props) {
  const region = await getPageRegion(params);
  if (!region.FEATURES.NEWSLETTER) notFound();
  const t = await getTranslations('newsletter');
  const query = await searchParams;
  const token = firstValue(query.token);
  const done = !!firstValue(query.abbestellt);
  const email = done || firstValue(query.ungueltig) ? null : await newsletterAddressToUnsubscribe(region, token);
  return (
    <AlertLinkPage
      id="newsletter-unsubscribe"
      title={t('unsubscribeTitle')}
      done={done ? t('unsubscribed') : null}
      question={email && t('unsubscribeQuestion', { siteName: region.SITENAME, email })}
      action={unsubscribeNewsletterAction}
      token={token}
      button={t('unsubscribeButton')}
      invalidLink={t('invalidLink')}
      toJobs={t('toJobs')}
    />
  );
}
