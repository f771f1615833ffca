import { getTranslations } from 'next-intl/server';
import type { ResumeTerms, ResumeView } from '@/lib/data/resume';
import type { SectionSlug } from '@/lib/resume/sections';
import styles from './resume.module.scss';

type Period = { start: string | null; end: string | null; current: boolean };

/** "03/2019 – heute" from the API's months. */
export function periodText(period: Period, today: string): string {
  const month = (iso: string | null) => (iso ? `${iso.slice(5, 7)}/${iso.slice(0, 4)}` : '');
  return `${month(period.start)} – ${period.current ? today : month(period.end)}`;
}

/** Term labels by tid across the resume's vocabularies. */
export function labelsOf(terms: ResumeTerms): Map<number, string> {
  return new Map(Object.values(terms).flatMap((list) => list.map((t) => [t.tid, t.label] as const)));
}

/** What one section holds, in a few lines, for the overview (the owner sees every field). */
export async function ResumeSummary({
  slug,
  resume,
  labels,
}: {
  slug: SectionSlug;
  resume: ResumeView;
  labels: Map<number, string>;
}) {
  const t = await getTranslations('resume');
  const hiddenEmployer = (await getTranslations('resumePrivacy'))('hiddenEmployer');
  const names = (tids: number[]) =>
    tids
      .map((tid) => labels.get(tid) ?? '')
      .filter(Boolean)
      .join(', ');
  const lines = (items: Array<string | null | undefined | false>) => items.filter(Boolean) as string[];
  const facts = (pairs: Array<[string, string | null | undefined | false]>) =>
    pairs.filter((pair): pair is [string, string] => Boolean(pair[1]));
  let shown: string[] = [];
  const p = resume.personalInfo;
  const j = resume.jobPreferences;
  const f = (key: 'name' | 'phone' | 'birthday' | 'homeLocation' | 'about') =>
    key === 'name' ? `${t('form.firstName')}, ${t('form.lastName')}` : t(`form.${key}`);
  switch (slug) {
    case 'personal-info':
      return (
        <Facts
          facts={facts([
            [f('name'), [p.firstName, p.lastName].filter(Boolean).join(' ')],
            [f('phone'), p.phone],
            [f('birthday'), p.birthday && p.birthday.split('-').reverse().join('.')],
            [f('homeLocation'), p.homeLocation?.label],
            [f('about'), p.about],
          ])}
          empty={t('empty')}
          note={t('form.privateHint')}
        />
      );
    case 'job-preferences':
      return (
        <Facts
          facts={facts([
            [t('form.title'), j.title],
            [t('form.desiredOccupation'), names(j.desiredOccupation)],
            [t('form.employmentType'), names(j.employmentType)],
            [
              t('form.desiredLocation'),
              j.desiredLocation && `${j.desiredLocation.label}${j.radiusKm ? ` (${j.radiusKm} km)` : ''}`,
            ],
            [t('form.careerStatus'), j.careerStatus ? labels.get(j.careerStatus) : null],
          ])}
          empty={t('empty')}
        />
      );
    case 'work-experience':
      // A recruiter reads that there is a current employer, not which (docs/product-decisions.md "Privacy from one's
      // employer"); the owner always sees the name.
      shown = resume.workExperience.map((w) =>
        [w.jobTitle, w.companyHidden ? hiddenEmployer : w.companyName, periodText(w.period, t('today'))]
          .filter(Boolean)
          .join(' · '),
      );
      break;
    case 'education':
      shown = resume.education.map((e) =>
        [e.institution, e.studyProgram, periodText(e.period, t('today'))].filter(Boolean).join(' · '),
      );
      break;
    case 'languages':
      shown = lines([names(resume.languages.tids), resume.languages.free]);
      break;
    case 'skills':
      shown = lines([names(resume.skills.tids), resume.skills.free]);
      break;
  }
  if (!shown.length) return <p className={styles.muted}>{t('empty')}</p>;
  return (
    <ul>
      {shown.map((line, i) => (
        <li key={i}>{line}</li>
      ))}
    </ul>
  );
}

/** Labelled facts of a section (a definition list), or the "nothing yet" line. */
function Facts({ facts, empty, note }: { facts: Array<[string, string]>; empty: string; note?: string }) {
  if (!facts.length) return <p className={styles.muted}>{empty}</p>;
  return (
    <>
      <dl className={styles.facts}>
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {note && <p className={styles.muted}>{note}</p>}
    </>
  );
}
