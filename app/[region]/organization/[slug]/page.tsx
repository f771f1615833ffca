import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getFormatter, getTranslations } from 'next-intl/server';
import { getPageRegion } from '@/lib/region/page-region';
import { serverQuery } from '@/lib/apollo/server-client';
import { GET_ORGANIZATION_PROFILE } from '@/lib/graphql/documents/organizations';
import { SEARCH_JOBS } from '@/lib/graphql/documents/jobs';
import { canonicalUrl, siteOrigin } from '@/lib/seo/canonical-url';
import { jsonLdScript } from '@/lib/seo/json-ld-script';
import { cleanLink } from '@/lib/routing/links';
import type { Region } from '@/regions/build-region';
import { JobTeaser } from '@/components/jobs/job-teaser';
import { FactList } from '@/components/layout/fact-list';
import styles from './organization-page.module.scss';

type Props = { params: Promise<{ region: string; slug: string }> };

export const dynamic = 'force-dynamic';

/** Open jobs shown on the page; the rest are one link away in the listing. */
const JOBS_ON_PAGE = 10;

/** The employer's public profile; metadata and page share one run through serverQuery. */
async function loadProfile(region: Region, slug: string) {
  const { data, error } = await serverQuery({ region, locale: region.DEFAULT_LOCALE, userId: null }, { query: GET_ORGANIZATION_PROFILE, variables: { slug } });
  if (error) throw error;
  return data?.getOrganizationProfile ?? null;
}

async function loadJobs(region: Region, slug: string) {
  const { data, error } = await serverQuery({ region, locale: region.DEFAULT_LOCALE, userId: null }, {
    query: SEARCH_JOBS,
    variables: {
      payload: {
        language: region.DEFAULT_LOCALE,
        condition_group: { conjunction: 'AND', groups: [{ conjunction: 'OR', conditions: [{ name: 'job_organization_name', operator: '=', value: slug }] }] },
        range: { first: 0, last: JOBS_ON_PAGE },
        sorts: [{ field: 'field_job_publishing_date', value: 'desc' }],
      },
    },
  });
  if (error) throw error;
  return data!.searchJobs;
}

async function resolve(params: Props['params']) {
  const region = await getPageRegion(params);
  const { slug } = await params;
  return { region, profile: await loadProfile(region, decodeURIComponent(slug).toLowerCase()) };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { region, profile } = await resolve(params);
  if (!profile) return {};
  const t = await getTranslations('organization');
  const description = t('metaDescription', { name: profile.name, jobs: t('jobsCount', { count: profile.openJobs }), region: region.REGION_NAME, site: region.SITENAME });
  return {
    title: profile.name,
    description,
    alternates: { canonical: canonicalUrl(region, profile.url) },
    openGraph: { title: profile.name, description, images: profile.cover ? [{ url: profile.cover.url }] : profile.logo ? [{ url: profile.logo.url }] : undefined },
  };
}

const hostOf = (url: string) => {
  try {
    return new URL(url).host.replace(/^www\./, '');
  } catch {
    return url;
  }
};

/** §3 public organization page: every public section, its open jobs, Organization and FAQ markup. */
export default async function OrganizationPage({ params }: Props) {
  const { region, profile } = await resolve(params);
  if (!profile) notFound();
  const [jobs, t, format] = await Promise.all([loadJobs(region, profile.slug), getTranslations('organization'), getFormatter()]);
  const origin = siteOrigin(region);
  const profiles = Object.entries(profile.profiles).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1].startsWith('http'));
  const facts: Array<[string, string | null]> = [
    [t('industry'), profile.industries.map((i) => i.label).join(', ') || null],
    [t('size'), profile.size ? t('sizeValue', { size: format.number(profile.size) }) : null],
    [t('location'), profile.location],
    [t('occupations'), profile.occupations.map((o) => o.label).join(', ') || null],
    [t('fieldsOfStudy'), region.FEATURES.FIELDS_OF_STUDY ? profile.fieldsOfStudy.map((o) => o.label).join(', ') || null : null],
  ];
  const organizationLd = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: profile.name,
    alternateName: profile.alternativeName ?? undefined,
    url: canonicalUrl(region, profile.url),
    logo: profile.logo ? new URL(profile.logo.url, origin).toString() : undefined,
    sameAs: [profile.website, ...profiles.map(([, url]) => url)].filter(Boolean),
    address: profile.address
      ? { '@type': 'PostalAddress', streetAddress: profile.address.addressLine1 ?? undefined, postalCode: profile.address.zip ?? undefined, addressLocality: profile.address.locality ?? undefined, addressRegion: profile.address.administrativeArea ?? undefined, addressCountry: profile.address.countryCode }
      : undefined,
  };
  const faqLd = profile.faq.length
    ? { '@context': 'https://schema.org', '@type': 'FAQPage', mainEntity: profile.faq.map((f) => ({ '@type': 'Question', name: f.question, acceptedAnswer: { '@type': 'Answer', text: f.answer } })) }
    : null;

  return (
    <article className={styles.page} aria-labelledby="org-name">
      <header className={styles.header}>
        {profile.cover && <img className={styles.cover} src={profile.cover.url} alt={profile.cover.alt ?? ''} width={1000} height={500} decoding="async" fetchPriority="high" />}
        <div className={styles.identity}>
          {profile.logo && <img className={styles.logo} src={profile.logo.url} alt={profile.logo.alt ?? profile.name} width={140} height={70} decoding="async" />}
          <div>
            <h1 id="org-name">{profile.name}</h1>
            {profile.alternativeName && <p className={styles.muted}>{profile.alternativeName}</p>}
            {profile.location && <p className={styles.muted}>{profile.location}</p>}
          </div>
        </div>
        {(profile.website || profiles.length > 0) && (
          <ul className={styles.links}>
            {profile.website && (
              <li>
                <a href={profile.website} rel="noopener" target="_blank">
                  {t('websiteLink', { name: profile.name })} <span className="visually-hidden">{t('newWindow')}</span>
                </a>
              </li>
            )}
            {profiles.map(([network, url]) => (
              <li key={network}>
                <a href={url} rel="noopener" target="_blank">
                  {t(`socialNames.${network as 'facebook'}`)} <span className="visually-hidden">{t('newWindow')}</span>
                </a>
              </li>
            ))}
          </ul>
        )}
      </header>

      <div className={styles.columns}>
        <div className={styles.main}>
          {profile.presentation && (
            <section aria-labelledby="org-about">
              <h2 id="org-about">{t('about')}</h2>
              <div className={styles.richText} dangerouslySetInnerHTML={{ __html: profile.presentation }} />
            </section>
          )}
          <section aria-labelledby="org-jobs">
            <h2 id="org-jobs">{t('jobs', { name: profile.name })}</h2>
            {jobs.total === 0 ? (
              <p>
                {t('noJobs', { name: profile.name, region: region.REGION_NAME })} <Link href="/jobs" prefetch={false}>{region.SITENAME}</Link>
              </p>
            ) : (
              <>
                <ul className={styles.list}>
                  {jobs.jobs.map((job) => (
                    <li key={job.id}>
                      <JobTeaser job={job} region={region} headingLevel="h3" />
                    </li>
                  ))}
                </ul>
                {jobs.total > JOBS_ON_PAGE && (
                  <p>
                    <Link href={`/jobs?job_organization_name=${encodeURIComponent(profile.slug)}`} prefetch={false}>
                      {t('allJobs', { count: jobs.total, name: profile.name })}
                    </Link>
                  </p>
                )}
              </>
            )}
          </section>
          {profile.benefits.length > 0 && (
            <section aria-labelledby="org-benefits">
              <h2 id="org-benefits">{t('benefits')}</h2>
              <ul className={styles.benefits}>
                {profile.benefits.map((b) => (
                  <li key={b.tid}>{b.label}</li>
                ))}
              </ul>
            </section>
          )}
          {profile.gallery.length > 0 && (
            <section aria-labelledby="org-gallery">
              <h2 id="org-gallery">{t('gallery')}</h2>
              <ul className={styles.gallery}>
                {profile.gallery.map((image) => (
                  <li key={image.url}>
                    <img src={image.url} alt={image.alt ?? ''} title={image.title ?? undefined} width={400} height={300} loading="lazy" decoding="async" />
                  </li>
                ))}
              </ul>
            </section>
          )}
          {profile.videos.length > 0 && (
            <section aria-labelledby="org-videos">
              <h2 id="org-videos">{t('videos')}</h2>
              {/* No player of a third party loads on our page: the video opens at its provider. */}
              <ul className={styles.videos}>
                {profile.videos.map((video) => (
                  <li key={video.source}>
                    {video.cover && <img src={video.cover.url} alt="" width={400} height={225} loading="lazy" decoding="async" />}
                    <p>
                      <a href={video.source} rel="noopener nofollow" target="_blank">
                        {video.coverTitle ?? t('videoWatch', { host: hostOf(video.source) })} <span className="visually-hidden">{t('newWindow')}</span>
                      </a>
                    </p>
                    <p className={styles.muted}>{t('videoConsent', { host: hostOf(video.source) })}</p>
                  </li>
                ))}
              </ul>
            </section>
          )}
          {profile.faq.length > 0 && (
            <section aria-labelledby="org-faq">
              <h2 id="org-faq">{t('faq')}</h2>
              {profile.faq.map((f) => (
                <details key={f.question} className={styles.faq}>
                  <summary>{f.question}</summary>
                  <div dangerouslySetInnerHTML={{ __html: f.answer }} />
                </details>
              ))}
            </section>
          )}
        </div>

        <aside className={styles.aside}>
          <section className={styles.box} aria-labelledby="org-facts">
            <h2 id="org-facts">{t('facts')}</h2>
            <FactList facts={facts} className={styles.facts} />
          </section>
          {profile.contactPeople.length > 0 && (
            <section className={styles.box} aria-labelledby="org-contacts">
              <h2 id="org-contacts">{t('contacts')}</h2>
              <ul className={styles.contacts}>
                {profile.contactPeople.map((c, i) => {
                  const name = [c.firstName, c.lastName].filter(Boolean).join(' ');
                  return (
                    <li key={i}>
                      {c.photo && <img src={c.photo.url} alt="" width={64} height={64} loading="lazy" decoding="async" />}
                      <div>
                        <p className={styles.contactName}>{name}</p>
                        {c.position && <p className={styles.muted}>{c.position}</p>}
                        {c.email && (
                          <p>
                            {t('email')}: <a href={`mailto:${c.email}`}>{c.email}</a>
                          </p>
                        )}
                        {c.phone && (
                          <p>
                            {t('phone')}: <a href={`tel:${c.phone.replace(/[^\d+]/g, '')}`}>{c.phone}</a>
                          </p>
                        )}
                        {c.linkedinProfile && (
                          <p>
                            <a href={c.linkedinProfile} rel="noopener" target="_blank">
                              {t('linkedin', { name })} <span className="visually-hidden">{t('newWindow')}</span>
                            </a>
                          </p>
                        )}
                        {c.contactInfo && <p>{c.contactInfo}</p>}
                      </div>
                    </li>
                  );
                })}
              </ul>
            </section>
          )}
          {profile.furtherLocations.length > 0 && (
            <section className={styles.box} aria-labelledby="org-locations">
              <h2 id="org-locations">{t('locations')}</h2>
              <ul className={styles.plain}>
                {profile.furtherLocations.map((l) => (
                  <li key={l.name}>
                    <strong>{l.name}</strong>
                    <br />
                    {[l.address.addressLine1, [l.address.zip, l.address.locality].filter(Boolean).join(' ')].filter(Boolean).join(', ')}
                  </li>
                ))}
              </ul>
            </section>
          )}
          {profile.attachments.length > 0 && (
            <section className={styles.box} aria-labelledby="org-attachments">
              <h2 id="org-attachments">{t('attachments')}</h2>
              <ul className={styles.plain}>
                {profile.attachments.map((a) => (
                  <li key={a.url}>
                    <a href={a.url} download>
                      {t('attachmentLink', { name: a.name, size: `${format.number(a.size / 1024 / 1024, { maximumFractionDigits: 1 })} MB` })}
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          )}
          <p>
            <Link href={cleanLink('internal:/organizations', region)} prefetch={false}>
              {t('backToSearch')}
            </Link>
          </p>
        </aside>
      </div>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScript(organizationLd) }} />
      {faqLd && <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScript(faqLd) }} />}
    </article>
  );
}
