import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound, redirect } from 'next/navigation';
import { NextIntlClientProvider } from 'next-intl';
import { getFormatter, getTranslations } from 'next-intl/server';
import messages from '@/messages/de.json';
import { getPageRegion } from '@/lib/region/page-region';
import { signInHref } from '@/lib/auth/dispatch';
import { firstValue } from '@/lib/routing/search-params';
import { loadJobApplication } from '@/lib/data/applications';
import { loadPageViewer } from '@/lib/data/page-viewer';
import { wizardAccess } from '@/lib/posting/access';
import { applicationPath, formatFileSize, INBOX_PATH } from '@/lib/workspace/applications';
import { WorkspaceNav } from '@/components/workspace/workspace-nav';
import { InboxNotice } from '@/components/applications/inbox-access';
import { NoteForm } from '@/components/applications/note-form';
import { StatusChangeForm } from '@/components/applications/status-change-form';
import styles from '@/components/applications/applications.module.scss';

type Props = {
  params: Promise<{ region: string; id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('workspace.applications');
  return { title: t('metaTitle'), robots: { index: false } };
}

/**
 * One application for its organization's people: contact, answers with the job's question texts,
 * cover letter, files (downloaded through the checked route), the status with a mail proposal per next
 * status, the history, and notes for colleagues. Everything works without JavaScript.
 */
export default async function ApplicationPage({ params, searchParams }: Props) {
  const region = await getPageRegion(params);
  // No inbox where the site has the applicant management off (docs/product-decisions.md "Applicant management off").
  if (!region.FEATURES.APPLICANT_FEATURE_ACTIVE) notFound();
  const { id } = await params;
  const query = await searchParams;
  const viewer = await loadPageViewer(region.id);
  const access = wizardAccess(viewer);
  if (access === 'sign-in' || !viewer) redirect(signInHref(applicationPath(id)));
  if (access === 'employers-only') return <InboxNotice text="employersOnly" />;
  const application = await loadJobApplication(region, viewer.userId, id);
  if (!application) return <InboxNotice text="notFound" />;

  const t = await getTranslations('workspace.applications');
  const tStatus = await getTranslations('graphql.applications.status');
  const format = await getFormatter();
  const day = (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'long' });
  const moment = (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' });
  const name = `${application.firstName} ${application.lastName}`;
  const changed = firstValue(query.geaendert);
  const changedLabel = application.status === changed ? tStatus(application.status) : null;
  return (
    <article className={styles.page} aria-labelledby="application-title">
      <WorkspaceNav current="applications" roles={viewer.roles} />
      <p>
        <Link href={INBOX_PATH}>{t('back')}</Link>
      </p>
      <h1 id="application-title">{t('detailTitle', { name })}</h1>
      <p>
        {t('forJob', { title: application.jobTitle })} · {t('receivedAt', { date: moment(application.receivedAt) })}
      </p>

      <section className={styles.section} aria-labelledby="contact-title">
        <h2 id="contact-title">{t('contact')}</h2>
        <p>
          {t('email')}: <a href={`mailto:${application.emailAddress}`}>{application.emailAddress}</a>
        </p>
      </section>

      <section className={styles.section} aria-labelledby="answers-title">
        <h2 id="answers-title">{t('answers')}</h2>
        {application.answers.length === 0 ? (
          <p>{t('noAnswers')}</p>
        ) : (
          <dl className={styles.answers}>
            {application.answers.map((a) => (
              <div key={a.questionId}>
                <dt>{a.question ?? t('unknownQuestion')}</dt>
                <dd>{a.answer}</dd>
              </div>
            ))}
          </dl>
        )}
      </section>

      <section className={styles.section} aria-labelledby="letter-title">
        <h2 id="letter-title">{t('coverLetter')}</h2>
        <p className={styles.letter}>{application.coverLetter || t('noCoverLetter')}</p>
      </section>

      <section className={styles.section} aria-labelledby="files-title">
        <h2 id="files-title">{t('files')}</h2>
        {application.attachments.length === 0 ? (
          <p>{t('noFiles')}</p>
        ) : (
          <ul>
            {application.attachments.map((file) => (
              <li key={file.id}>
                {/* A route handler, not a page: a plain link, never prefetched. */}
                <a href={file.url} download={file.name}>
                  {t('download', { name: file.name, size: formatFileSize(file.size) })}
                </a>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section id="status" className={styles.section} aria-labelledby="status-title">
        <h2 id="status-title">{t('statusHeading')}</h2>
        {changedLabel && (
          <p className={styles.success} role="status">
            {t(firstValue(query.mail) === '1' ? 'savedWithMail' : 'saved', { status: changedLabel })}
          </p>
        )}
        <p>{t('currentStatus', { status: tStatus(application.status) })}</p>
        {application.rejectedAt && application.deletionDate && (
          <p className={styles.deletion}>
            {t('rejectedNotice', { date: day(application.rejectedAt), deleted: day(application.deletionDate) })}
          </p>
        )}
        {application.nextStatuses.length === 0 ? (
          <p>{t('finalStatus')}</p>
        ) : (
          <NextIntlClientProvider messages={{ workspace: { applications: messages.workspace.applications } }}>
            <div className={styles.moves}>
              {application.mailProposals.map((proposal) => (
                <StatusChangeForm
                  key={proposal.status}
                  applicationId={application.id}
                  status={proposal.status}
                  statusLabel={tStatus(proposal.status)}
                  proposal={{ subject: proposal.subject, body: proposal.body }}
                />
              ))}
            </div>
          </NextIntlClientProvider>
        )}
      </section>

      {application.events.length > 0 && (
        <section className={styles.section} aria-labelledby="history-title">
          <h2 id="history-title">{t('history')}</h2>
          <ol>
            {application.events.map((event) => (
              <li key={event.id}>
                {t('historyEntry', {
                  date: moment(event.createdAt),
                  from: tStatus(event.fromStatus),
                  to: tStatus(event.toStatus),
                })}
                {event.mailSubject && <> · {t('historyMail', { subject: event.mailSubject })}</>}
              </li>
            ))}
          </ol>
        </section>
      )}

      <section id="notizen" className={styles.section} aria-labelledby="notes-title">
        <h2 id="notes-title">{t('notes')}</h2>
        {firstValue(query.notiz) === '1' && (
          <p className={styles.success} role="status">
            {t('noteSaved')}
          </p>
        )}
        {application.notes.length === 0 ? (
          <p>{t('noNotes')}</p>
        ) : (
          <ul className={styles.notes}>
            {application.notes.map((note) => (
              <li key={note.id}>
                <p className={styles.meta}>{t('noteBy', { author: note.author, date: moment(note.createdAt) })}</p>
                <p>{note.body}</p>
              </li>
            ))}
          </ul>
        )}
        <NextIntlClientProvider messages={{ workspace: { applications: messages.workspace.applications } }}>
          <NoteForm applicationId={application.id} />
        </NextIntlClientProvider>
      </section>
    </article>
  );
}
