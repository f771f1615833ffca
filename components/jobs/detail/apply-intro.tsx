'use client';

import Link from 'next/link';
import { formatGermanDate } from '@/lib/contract';
import { fetchApplyPrefill, type LoadApplyPrefill, useApplyPrefill } from './apply-prefill';
import styles from './job-application-form.module.scss';

/**
 * The apply section's first lines: the same for everybody in the page's HTML (so the job page can be cached),
 * then, for a signed-in visitor, what fits them: that they applied to this job before (and when), that the
 * application will be in "Meine Bewerbungen" and that the form was filled in from their account (and resume).
 */
export function ApplyIntro({
  jobId,
  texts,
  load = fetchApplyPrefill,
}: {
  jobId: string;
  texts: {
    anonymous: string;
    signedIn: string;
    prefilled: string;
    prefilledFromResume: string;
    myApplications: string;
    /** "… am {date} …": the day of the last application to this job goes in. */
    appliedBefore: string;
  };
  load?: LoadApplyPrefill;
}) {
  const prefill = useApplyPrefill(jobId, load);
  if (!prefill?.signedIn) return <p>{texts.anonymous}</p>;
  return (
    <>
      {prefill.appliedAt && (
        <p className={styles.appliedBefore} role="status">
          {texts.appliedBefore.replace('{date}', formatGermanDate(new Date(prefill.appliedAt)))}
        </p>
      )}
      <p>
        {texts.signedIn}{' '}
        <Link href="/user/bewerbungen" prefetch={false}>
          {texts.myApplications}
        </Link>
      </p>
      <p>{prefill.fromResume ? texts.prefilledFromResume : texts.prefilled}</p>
    </>
  );
}
