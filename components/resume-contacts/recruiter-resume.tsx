import Link from 'next/link';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import messages from '@/messages/de.json';
import type { Region } from '@/regions/build-region';
import type { ResumeTerms } from '@/lib/data/resume';
import { cleanLink } from '@/lib/routing/links';
import type { SectionSlug } from '@/lib/resume/sections';
import { labelsOf, ResumeSummary } from '@/components/resume/resume-summary';
import { CONTACT_MESSAGE_MAX, type RecruiterResumeView } from '@/lib/data/resume-contacts';
import { ContactDates } from './contact-dates';
import { ContactRequestForm } from './contact-request-form';
import { experienceYears } from './experience-years';
import styles from './resume-contacts.module.scss';

/** The sections a recruiter reads, each as the owner's overview shows it (personal info apart: below). */
const SECTIONS: SectionSlug[] = ['job-preferences', 'work-experience', 'education', 'languages', 'skills'];

/**
 * /bewerbersuche/<id> for a recruiter: "Pflegefachkraft · 8 Jahre Erfahrung · Raum Rosenheim", the
 * sections, and either the contact data (while their organization holds an approved request) or the note
 * that they follow an approval; then the request form or the request's history.
 */
export async function RecruiterResume({
  region,
  view,
  terms,
  sent,
}: {
  region: Region;
  view: RecruiterResumeView;
  terms: ResumeTerms;
  sent: boolean;
}) {
  const t = await getTranslations('resumeContacts.recruiter');
  const sectionNames = await getTranslations('resume.sections');
  const labels = labelsOf(terms);
  const { resume } = view;
  const p = resume.personalInfo;
  const prefs = resume.jobPreferences;
  const title = prefs.title || prefs.desiredOccupation.map((tid) => labels.get(tid)).find(Boolean) || t('title');
  const years = experienceYears(
    resume.workExperience.map((w) => w.period),
    new Date(),
  );
  const lede = [
    title,
    t('experience', { years }),
    prefs.desiredLocation && t('area', { place: prefs.desiredLocation.label }),
  ].filter(Boolean);
  const contact = [
    [t('name'), [p.firstName, p.lastName].filter(Boolean).join(' ')],
    [t('phone'), p.phone],
    [t('email'), view.email],
    [t('birthday'), p.birthday?.split('-').reverse().join('.')],
    [t('homeLocation'), p.homeLocation?.label],
  ].filter((row): row is [string, string] => !!row[1]);
  return (
    <article className={styles.page} aria-labelledby="resume-title">
      <p>
        <Link href={cleanLink('internal:/resumes', region)} prefetch={false}>
          {t('back')}
        </Link>
      </p>
      <h1 id="resume-title">{title}</h1>
      <p className={styles.lede}>{lede.join(' · ')}</p>
      {sent && (
        <p className={styles.notice} role="status">
          {t('sent')}
        </p>
      )}
      <section className={styles.section} aria-labelledby="resume-contact-data">
        <h2 id="resume-contact-data">{t('contactTitle')}</h2>
        {view.contactApproved ? (
          <dl className={styles.facts}>
            {contact.map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        ) : (
          <p className={styles.muted}>{t('anonymous')}</p>
        )}
      </section>
      {p.about && (
        <section className={styles.section} aria-labelledby="resume-about">
          <h2 id="resume-about">{t('about')}</h2>
          <p>{p.about}</p>
        </section>
      )}
      {SECTIONS.map((slug) => (
        <section key={slug} className={styles.section} aria-labelledby={`resume-${slug}`}>
          <h2 id={`resume-${slug}`}>{sectionNames(slug)}</h2>
          <ResumeSummary slug={slug} resume={resume} labels={labels} />
        </section>
      ))}
      <ContactSection region={region} view={view} />
    </article>
  );
}

/** The request form while the organization has not asked yet; else the request's history. */
async function ContactSection({ region, view }: { region: Region; view: RecruiterResumeView }) {
  const t = await getTranslations('resumeContacts.recruiter');
  if (view.contactRequests.length)
    return (
      <section className={styles.section} aria-labelledby="contact-history-title">
        <h2 id="contact-history-title">{t('historyTitle')}</h2>
        <ul className={styles.requests}>
          {view.contactRequests.map((request) => (
            <li key={request.id} className={styles.request}>
              <ContactDates request={request} side="recruiter" />
              {request.message && <p>{request.message}</p>}
            </li>
          ))}
        </ul>
      </section>
    );
  return (
    <section className={styles.section} aria-labelledby="contact-request-title">
      <h2 id="contact-request-title">{view.contactSlotsAvailable ? t('requestTitle') : t('noSlotTitle')}</h2>
      {view.contactSlotsAvailable ? (
        // The form is a client island: it gets its own texts (the layout's provider carries only the error page's).
        <NextIntlClientProvider
          locale={region.DEFAULT_LOCALE}
          messages={{ resumeContacts: { recruiter: messages.resumeContacts.recruiter } }}
        >
          <ContactRequestForm
            resumeId={view.resume.id}
            available={view.contactSlotsAvailable}
            max={CONTACT_MESSAGE_MAX}
          />
        </NextIntlClientProvider>
      ) : (
        <>
          <p>{t('noSlotText')}</p>
          <Link className="button" href={cleanLink('/checkout', region)} prefetch={false}>
            {t('checkout')}
          </Link>
        </>
      )}
    </section>
  );
}
