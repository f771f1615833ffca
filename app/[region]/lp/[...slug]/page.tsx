import type { Metadata } from 'next';
import { notFound, permanentRedirect, redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { getPageRegion } from '@/lib/region/page-region';
import { lookupRoute } from '@/lib/data/routes';
import { siteUrl } from '@/regions/site-origin';
import { ErrorNotice } from '@/components/layout/error-notice';
import { SellerBlock, sellerBlockKind } from '@/components/legal/seller-block';
import { splitAtSellerMarker } from '@/regions/seller-marker';
import { loadLandingPageAds } from '@/lib/data/landing-ads';
import { LandingAdsBlock } from '@/components/landing-ads/landing-ads-block';
import styles from './landing-page.module.scss';

type Props = { params: Promise<{ region: string; slug: string[] }> };

async function resolve(params: Props['params']) {
  const region = await getPageRegion(params);
  const slug = `/${(await params).slug.map(decodeURIComponent).join('/')}`;
  return { region, slug, info: await lookupRoute(region.id, slug, region.DEFAULT_LOCALE) };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { region, slug, info } = await resolve(params);
  if (info.kind !== 'content') {
    const t = await getTranslations();
    return {
      title: t(info.kind === 'error' && info.code === 410 ? 'gone.title' : 'notFound.title'),
      robots: { index: false },
    };
  }
  const tag = (name: string) => info.metatags.find((m) => m.meta === name)?.value;
  return {
    title: tag('title') ?? info.entity.title,
    description: tag('description'),
    alternates: { canonical: siteUrl(region, slug) },
    openGraph: { title: tag('og:title') ?? info.entity.title, description: tag('og:description') },
  };
}

/**
 * A landing page looked up by slug and language (docs/product.md §2): content, a redirect, or an error with its real
 * status. The proxy already answered redirects, 404s and 410s with their own codes; the branches here keep
 * the page correct when it is reached another way. Where the body has the seller marker, the site's seller
 * is rendered from the config there (docs/architecture.md "One seller"). Where LANDING_ADS is on, a page that is
 * no legal text ends with current job ads (docs/product-decisions.md "Job ads on landing pages").
 */
export default async function LandingPage({ params }: Props) {
  const { region, slug, info } = await resolve(params);
  if (info.kind === 'redirect') {
    if (info.code === 301 || info.code === 308) permanentRedirect(info.target);
    redirect(info.target);
  }
  if (info.kind === 'error') {
    if (info.code === 410) return <ErrorNotice kind="gone" />;
    notFound();
  }
  const { body, ads } = await loadLandingPageAds(region, slug, info.entity.body);
  const split = splitAtSellerMarker(body);
  return (
    <article className={styles.article}>
      <h1>{info.entity.title}</h1>
      {split ? (
        <div className={styles.body}>
          <div dangerouslySetInnerHTML={{ __html: split.before }} />
          <SellerBlock seller={region.SELLER} kind={sellerBlockKind(slug)} />
          <div dangerouslySetInnerHTML={{ __html: split.after }} />
        </div>
      ) : (
        <div className={styles.body} dangerouslySetInnerHTML={{ __html: body }} />
      )}
      {ads && <LandingAdsBlock ads={ads} region={region} />}
    </article>
  );
}
