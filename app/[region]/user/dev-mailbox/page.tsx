import { notFound } from 'next/navigation';
import type { Metadata } from 'next';
import { connection } from 'next/server';
import { getTranslations } from 'next-intl/server';
import { getPageRegion, type RegionParams } from '@/lib/region/page-region';
import { listDemoMails, showsDemoMailbox } from '@/lib/data/mail';
import { authMetadata } from '../_auth/page-helpers';
import styles from '../_auth/auth.module.scss';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('auth.devMailbox');
  return authMetadata(t('title'));
}

/** Text with its http(s) links clickable (the sign-in link is what people come here for). */
function Linkified({ text }: { text: string }) {
  const parts = text.split(/(https?:\/\/[^\s<>"]+)/g);
  return (
    <>
      {parts.map((part, i) =>
        i % 2 === 1 ? (
          <a key={i} href={part}>
            {part}
          </a>
        ) : (
          part
        ),
      )}
    </>
  );
}

/**
 * The demo mailbox: mails this site sent while no SMTP server is configured. It exists only when the demo
 * command turns it on (DEMO_MAILBOX=1); everywhere else it is a 404, so no one reads others' sign-in links.
 */
export default async function DevMailboxPage({ params }: { params: RegionParams }) {
  await connection();
  if (!showsDemoMailbox()) notFound();
  const region = await getPageRegion(params);
  const t = await getTranslations('auth.devMailbox');
  const mails = await listDemoMails(region.id, 30);
  const format = new Intl.DateTimeFormat('de-DE', {
    dateStyle: 'medium',
    timeStyle: 'medium',
    timeZone: 'Europe/Berlin',
  });
  return (
    <div className={styles.wide}>
      <h1>{t('title')}</h1>
      <p className={styles.intro}>{t('intro', { siteName: region.SITENAME })}</p>
      {mails.length === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        <ul className={styles.mailList} aria-label={t('listLabel')}>
          {mails.map((mail, i) => (
            <li key={mail.id}>
              <details open={i === 0}>
                <summary>
                  {mail.subject}{' '}
                  <span className={styles.meta}>
                    — {t('to')}: {mail.to} · {t('sentAt')}: {format.format(new Date(mail.sentAt))}
                  </span>
                </summary>
                <pre>
                  <Linkified text={mail.text} />
                </pre>
              </details>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
