import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { ResumeSearchResult } from '@/lib/data/resume-search';
import { BriefcaseIcon, MapPinIcon, TrendingUpIcon, WrenchIcon } from '@/components/icons/ui-icons';
import styles from './resume-search.module.scss';

type Hit = ResumeSearchResult['hits'][number];

/**
 * One found resume as a card: what the person wants to do, their experience, "Raum <place>" and skills —
 * the hit carries no name, phone, birthday, home location or e-mail to show. The heading links to the
 * resume as a recruiter sees it (`href`, /bewerbersuche/<id>).
 */
export async function ResumeHit({ hit, href }: { hit: Hit; href: string }) {
  const t = await getTranslations('resumeSearch.results');
  const occupations = hit.desiredOccupation.map((o) => o.label).join(', ');
  const skills = [...hit.skills.map((s) => s.label), ...(hit.skillsFree ? [hit.skillsFree] : [])].join(', ');
  return (
    <article className={styles.hit}>
      <h3 className={styles.title}>
        <Link href={href} prefetch={false}>
          {hit.title ?? t('untitled')}
        </Link>
      </h3>
      <ul className={styles.meta}>
        {occupations && (
          <li>
            <BriefcaseIcon />
            <span>{occupations}</span>
          </li>
        )}
        <li>
          <TrendingUpIcon />
          <span>
            {t('experience', { years: hit.yearsOfExperience })}
            {hit.careerStatus && ` · ${hit.careerStatus.label}`}
          </span>
        </li>
        {hit.desiredLocation && (
          <li>
            <MapPinIcon />
            <span>
              {t('place', { place: hit.desiredLocation })}
              {hit.distanceKm !== null &&
                ` · ${t('distance', { km: hit.distanceKm.toLocaleString('de-DE', { maximumFractionDigits: 1 }) })}`}
            </span>
          </li>
        )}
        {skills && (
          <li>
            <WrenchIcon />
            <span>
              <span className="visually-hidden">{t('skills')}: </span>
              {skills}
            </span>
          </li>
        )}
      </ul>
    </article>
  );
}
