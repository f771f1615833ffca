import { getTranslations } from 'next-intl/server';
import type { GetJobQuery } from '@/lib/graphql/generated/operations';
import type { Region } from '@/regions/build-region';
import { cleanLink } from '@/lib/routing/links';
import { SubmitButton } from './submit-button';
import { ApplyStartBeacon } from './apply-start-beacon';
import { ApplyResumeOption } from './apply-resume-option';
import { ApplyRepeatOption } from './apply-repeat-option';
import { ApplicationAttachmentsField } from './application-attachments-field';
import { CaptchaField } from '@/components/captcha/captcha-field';
import { fetchedCaptchaTexts } from '@/lib/data/captcha';
import styles from './job-application-form.module.scss';

type Job = NonNullable<GetJobQuery['getJob']>;

export type ApplicationDraftView = {
  id: string;
  fields: {
    firstName: string;
    lastName: string;
    emailAddress: string;
    coverLetter: string;
    answers: Record<string, string>;
    attachResume?: boolean;
  };
  errors: Record<string, string>;
  files: Array<{ id: string; name: string }>;
};

/**
 * The docs/product.md §3 application form: a plain multipart POST that works without JavaScript. Text fields come
 * before the files (an over-large file stops the upload, the fields before it are kept). A draft (?entwurf=…)
 * fills in what was typed and lists the files already accepted, with the German errors next to the fields.
 */
export async function JobApplicationForm({
  job,
  region,
  draft,
}: {
  job: Job;
  region: Region;
  draft: ApplicationDraftView | null;
}) {
  const t = await getTranslations('application');
  const tp = await getTranslations('apply');
  const values = draft?.fields;
  const errors = draft?.errors ?? {};
  const errorCount = Object.keys(errors).length;
  // A job page is cached for every visitor: the field fetches its challenge (lib/data/captcha.ts).
  const captcha = fetchedCaptchaTexts(region);
  const field = (name: string) => ({
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby':
      [errors[name] ? `apply-${name}-error` : null, name === 'coverLetter' ? `apply-${name}-hint` : null]
        .filter(Boolean)
        .join(' ') || undefined,
  });
  const error = (name: string) =>
    errors[name] ? (
      <p id={`apply-${name}-error`} className={styles.error}>
        {errors[name]}
      </p>
    ) : null;
  const required = <span className={styles.required}> ({t('required')})</span>;
  const questions = job.applicationQualifyingQuestions;

  return (
    <form
      className={styles.form}
      method="post"
      action={`/api/jobs/${job.id}/application`}
      encType="multipart/form-data"
    >
      {errorCount > 0 && (
        <div className={styles.summary} role="alert" tabIndex={-1} id="apply-errors">
          <p>{t('errorSummary', { count: errorCount })}</p>
          <ul>
            {Object.entries(errors).map(([name, message]) => (
              <li key={name}>
                <a href={`#apply-${name.replace('.', '-')}`}>{message}</a>
              </li>
            ))}
          </ul>
        </div>
      )}
      <ApplyStartBeacon jobId={job.id} />
      {/* Before the files: the fields that come first are read even when the upload is too large. */}
      {captcha && <CaptchaField id="apply-captcha" texts={captcha} />}
      {draft && <input type="hidden" name="draft" value={draft.id} />}
      <div className={styles.row}>
        <div className={styles.field}>
          <label htmlFor="apply-firstName">
            {t('firstName')}
            {required}
          </label>
          <input
            id="apply-firstName"
            name="firstName"
            autoComplete="given-name"
            required
            maxLength={100}
            defaultValue={values?.firstName}
            {...field('firstName')}
          />
          {error('firstName')}
        </div>
        <div className={styles.field}>
          <label htmlFor="apply-lastName">
            {t('lastName')}
            {required}
          </label>
          <input
            id="apply-lastName"
            name="lastName"
            autoComplete="family-name"
            required
            maxLength={100}
            defaultValue={values?.lastName}
            {...field('lastName')}
          />
          {error('lastName')}
        </div>
      </div>
      <div className={styles.field}>
        <label htmlFor="apply-emailAddress">
          {t('email')}
          {required}
        </label>
        <input
          id="apply-emailAddress"
          name="emailAddress"
          type="email"
          autoComplete="email"
          required
          maxLength={254}
          defaultValue={values?.emailAddress}
          {...field('emailAddress')}
        />
        {error('emailAddress')}
      </div>
      <div className={styles.field}>
        <label htmlFor="apply-coverLetter">
          {job.applicationRequireCoverLetter ? t('coverLetter') : t('coverLetterOptional')}
          {job.applicationRequireCoverLetter && required}
        </label>
        <textarea
          id="apply-coverLetter"
          name="coverLetter"
          rows={8}
          maxLength={10_000}
          required={job.applicationRequireCoverLetter}
          defaultValue={values?.coverLetter}
          {...field('coverLetter')}
        />
        <p id="apply-coverLetter-hint" className={styles.hint}>
          {t('coverLetterHint')}
        </p>
        {error('coverLetter')}
      </div>
      {questions.length > 0 && (
        <fieldset className={styles.questions}>
          <legend>{t('questionsHeading')}</legend>
          {questions.map((q) => {
            const name = `answer.${q.id}`;
            const id = `apply-answer-${q.id}`;
            const value = values?.answers[q.id] ?? '';
            return q.answerType === 'yes_no' ? (
              <fieldset key={q.id} id={id} className={styles.question} {...field(name)}>
                <legend>
                  {q.question}
                  {job.applicationRequireQualifyingQuestions && required}
                </legend>
                {[
                  ['ja', t('yes')],
                  ['nein', t('no')],
                ].map(([answer, label]) => (
                  <label key={answer} className={styles.choice}>
                    <input
                      type="radio"
                      name={name}
                      value={answer}
                      defaultChecked={value === answer}
                      required={job.applicationRequireQualifyingQuestions}
                    />{' '}
                    {label}
                  </label>
                ))}
                {errors[name] && (
                  <p id={`apply-${name}-error`} className={styles.error}>
                    {errors[name]}
                  </p>
                )}
              </fieldset>
            ) : (
              <div key={q.id} className={styles.field}>
                <label htmlFor={id}>
                  {q.question}
                  {job.applicationRequireQualifyingQuestions && required}
                </label>
                <input
                  id={id}
                  name={name}
                  maxLength={1000}
                  defaultValue={value}
                  required={job.applicationRequireQualifyingQuestions}
                  {...field(name)}
                />
                {error(name)}
              </div>
            );
          })}
        </fieldset>
      )}
      <ApplyResumeOption
        jobId={job.id}
        texts={{ attach: tp('attachResume'), hint: tp('attachResumeHint') }}
        draftChoice={draft ? !!draft.fields.attachResume : null}
        error={errors.attachResume}
      />
      {region.FEATURES.ATTACHMENTS_FEATURE_ACTIVE ? (
        <ApplicationAttachmentsField
          requireCv={job.applicationRequireCv}
          keptFiles={draft?.files ?? null}
          error={errors.attachments}
          required={required}
        />
      ) : (
        // Only a hand-made request sends files here; its refusal still needs the summary's link target.
        errors.attachments && (
          <p id="apply-attachments" className={styles.error} tabIndex={-1}>
            {errors.attachments}
          </p>
        )
      )}
      <p className={styles.hint}>
        {t('privacy')} <a href={cleanLink(region.PRIVACY_LINK, region)}>{t('privacyLink')}</a>
      </p>
      <ApplyRepeatOption jobId={job.id} label={tp('repeat')} error={errors.repeat} />
      <SubmitButton label={t('submit')} sendingLabel={t('sending')} className={`button ${styles.submit}`} />
    </form>
  );
}
