import Link from 'next/link';
import { getFormatter, getTranslations } from 'next-intl/server';
import { cleanLink } from '@/lib/routing/links';
import type { Region } from '@/regions/build-region';
import { FactList } from '@/components/layout/fact-list';
import { ShareLinks } from '@/components/share/share-links';
import { siteUrl } from '@/regions/site-origin';
import type { OrganizationProfile } from './organization-profile';
import { OrganizationSection } from './organization-section';
import styles from './organization-page.module.scss';
import { ResponsivePicture } from './responsive-picture';

type Props = { profile: OrganizationProfile; region: Region };

/**
 * The column beside the profile: facts, contact people, further locations, downloads, the share links, the way back
 * to the search.
 */
export async function OrganizationAside({ profile, region }: Props) {
  const t = await getTranslations('organization');
  return (
    <aside className={styles.aside}>
      <OrganizationFacts profile={profile} region={region} />
      <OrganizationContacts contacts={profile.contactPeople} />
      <OrganizationLocations locations={profile.furtherLocations} />
      <OrganizationAttachments attachments={profile.attachments} />
      <ShareLinks
        kind="organization"
        region={region}
        url={siteUrl(region, profile.url)}
        title={profile.name}
        className={styles.box}
      />
      <p>
        <Link href={cleanLink('internal:/organizations', region)} prefetch={false}>
          {t('backToSearch')}
        </Link>
      </p>
    </aside>
  );
}

/** The employer at a glance; facts without a value are left out (fields of study only where the site shows them). */
async function OrganizationFacts({ profile, region }: Props) {
  const [t, format] = await Promise.all([getTranslations('organization'), getFormatter()]);
  const labels = (terms: Array<{ label: string }>) => terms.map((term) => term.label).join(', ') || null;
  const facts: Array<[string, string | null]> = [
    [t('industry'), labels(profile.industries)],
    [t('size'), profile.size ? t('sizeValue', { size: format.number(profile.size) }) : null],
    [t('location'), profile.location],
    [t('occupations'), labels(profile.occupations)],
    [t('fieldsOfStudy'), region.FEATURES.FIELDS_OF_STUDY ? labels(profile.fieldsOfStudy) : null],
  ];
  return (
    <OrganizationSection id="org-facts" title={t('facts')} className={styles.box}>
      <FactList facts={facts} className={styles.facts} />
    </OrganizationSection>
  );
}

/** The people to ask, with mail, phone (dialable digits in the link) and LinkedIn where given. */
async function OrganizationContacts({ contacts }: { contacts: OrganizationProfile['contactPeople'] }) {
  if (contacts.length === 0) return null;
  const t = await getTranslations('organization');
  return (
    <OrganizationSection id="org-contacts" title={t('contacts')} className={styles.box}>
      <ul className={styles.contacts}>
        {contacts.map((c, i) => {
          const name = [c.firstName, c.lastName].filter(Boolean).join(' ');
          return (
            <li key={i}>
              {c.photo && (
                <ResponsivePicture image={c.photo} alt="" width={64} height={64} loading="lazy" decoding="async" />
              )}
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
    </OrganizationSection>
  );
}

/** Further sites of the employer, each with its street and town. */
async function OrganizationLocations({ locations }: { locations: OrganizationProfile['furtherLocations'] }) {
  if (locations.length === 0) return null;
  const t = await getTranslations('organization');
  return (
    <OrganizationSection id="org-locations" title={t('locations')} className={styles.box}>
      <ul className={styles.plain}>
        {locations.map((l) => (
          <li key={l.name}>
            <strong>{l.name}</strong>
            <br />
            {[l.address.addressLine1, [l.address.zip, l.address.locality].filter(Boolean).join(' ')]
              .filter(Boolean)
              .join(', ')}
          </li>
        ))}
      </ul>
    </OrganizationSection>
  );
}

/** The employer's PDFs to download, each with its size. */
async function OrganizationAttachments({ attachments }: { attachments: OrganizationProfile['attachments'] }) {
  if (attachments.length === 0) return null;
  const [t, format] = await Promise.all([getTranslations('organization'), getFormatter()]);
  return (
    <OrganizationSection id="org-attachments" title={t('attachments')} className={styles.box}>
      <ul className={styles.plain}>
        {attachments.map((a) => (
          <li key={a.url}>
            <a href={a.url} download>
              {t('attachmentLink', {
                name: a.name,
                size: `${format.number(a.size / 1024 / 1024, { maximumFractionDigits: 1 })} MB`,
              })}
            </a>
          </li>
        ))}
      </ul>
    </OrganizationSection>
  );
}
