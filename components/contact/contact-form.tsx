import { CONTACT_FORM_FIELDS, CONTACT_LIMITS, type ContactFormState } from '@/lib/data/contact';
import { APPLICATION_FILES_MAX_BYTES } from '@/lib/data/applications';
import { SubmitButton } from '@/components/jobs/detail/submit-button';
import { AttachmentSizeCheck } from '@/components/jobs/detail/attachment-size-check';
import { KeptFiles } from '@/components/forms/kept-files';
import { FileDropZone } from '@/components/forms/file-drop-zone';
import { fileDropTexts } from '@/components/forms/file-drop-texts';
import { CaptchaField } from '@/components/captcha/captcha-field';
import { contactWords } from './contact-words';
import styles from './contact-form.module.scss';

/**
 * The contact form's types (docs/product.md §5 without Word files), for the file picker; the server checks the content.
 */
const ACCEPT = '.pdf,.jpg,.jpeg,.png,.webp,application/pdf,image/jpeg,image/png,image/webp';

type TextName = 'name' | 'email' | 'subject';

/**
 * The docs/product.md §2 contact form: a plain multipart POST to /api/contact that works without JavaScript (the script
 * only checks the files' size and marks the button as sending). Text fields come before the files, so an over-large
 * upload keeps what was typed. A draft (?entwurf=…) fills in what was typed, lists the files already accepted
 * and puts the German errors next to their fields.
 */
export async function ContactForm({ state }: { state: ContactFormState }) {
  const t = await contactWords(state.audience);
  const { values, errors, draft } = state;
  const errorCount = Object.keys(errors).length;
  const id = (name: string) => `kontakt-${name}`;
  const describedBy = (name: string, hint = false) =>
    [errors[name] ? `${id(name)}-error` : null, hint ? `${id(name)}-hint` : null].filter(Boolean).join(' ') ||
    undefined;
  const error = (name: string) =>
    errors[name] ? (
      <p id={`${id(name)}-error`} className={styles.error}>
        {errors[name]}
      </p>
    ) : null;
  const required = <span className={styles.required}> ({t('required')})</span>;
  const textField = (name: TextName, type: string, autoComplete: string, maxLength: number) => (
    <div className={styles.field}>
      <label htmlFor={id(name)}>
        {t(name)}
        {required}
      </label>
      <input
        id={id(name)}
        name={name}
        type={type}
        autoComplete={autoComplete}
        required
        maxLength={maxLength}
        defaultValue={values[name]}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={describedBy(name)}
      />
      {error(name)}
    </div>
  );

  return (
    <form className={styles.form} method="post" action="/api/contact" encType="multipart/form-data">
      {errorCount > 0 && (
        <div className={styles.summary} role="alert" tabIndex={-1} id="kontakt-fehler">
          <p>{t('errorSummary', { count: errorCount })}</p>
          <ul>
            {Object.entries(errors).map(([name, message]) => (
              <li key={name}>{name === 'form' ? message : <a href={`#${id(name)}`}>{message}</a>}</li>
            ))}
          </ul>
        </div>
      )}
      <input type="hidden" name={CONTACT_FORM_FIELDS.token} value={state.token} />
      {draft && <input type="hidden" name={CONTACT_FORM_FIELDS.draft} value={draft.id} />}
      <div className={styles.trap} aria-hidden="true">
        <label htmlFor="kontakt-homepage">{t('honeypot')}</label>
        <input id="kontakt-homepage" name={CONTACT_FORM_FIELDS.honeypot} tabIndex={-1} autoComplete="off" />
      </div>
      <div className={styles.row}>
        {textField('name', 'text', 'name', CONTACT_LIMITS.name)}
        {textField('email', 'email', 'email', CONTACT_LIMITS.email)}
      </div>
      {textField('subject', 'text', 'off', CONTACT_LIMITS.subject)}
      <div className={styles.field}>
        <label htmlFor={id('message')}>
          {t('message')}
          {required}
        </label>
        <textarea
          id={id('message')}
          name="message"
          rows={8}
          required
          maxLength={CONTACT_LIMITS.message}
          defaultValue={values.message}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={describedBy('message', true)}
        />
        <p id={`${id('message')}-hint`} className={styles.hint}>
          {t('messageHint', { max: CONTACT_LIMITS.message.toLocaleString('de-DE') })}
        </p>
        {error('message')}
      </div>
      <div className={styles.field}>
        <label className={styles.choice}>
          <input
            type="checkbox"
            name="copy"
            value="1"
            defaultChecked={values.copy}
            aria-describedby="kontakt-copy-hint"
          />{' '}
          {t('copy')}
        </label>
        <p id="kontakt-copy-hint" className={styles.hint}>
          {t('copyHint')}
        </p>
      </div>
      {state.captcha && <CaptchaField challenge={state.captcha.challenge} texts={state.captcha.texts} />}
      {state.attachments ? (
        <div className={styles.field}>
          <label htmlFor={id('attachments')}>{t('attachments')}</label>
          {draft && (
            <KeptFiles files={draft.files} heading={t('keptFiles')} removeLabel={(name) => t('removeFile', { name })} />
          )}
          <FileDropZone
            id={id('attachments')}
            name="attachments"
            multiple
            accept={ACCEPT}
            invalid={!!errors.attachments}
            describedBy={describedBy('attachments', true)}
            texts={await fileDropTexts(true)}
          />
          <p id={`${id('attachments')}-hint`} className={styles.hint}>
            {t('attachmentsHint')}
          </p>
          {error('attachments')}
          <AttachmentSizeCheck
            inputId={id('attachments')}
            maxBytes={APPLICATION_FILES_MAX_BYTES}
            message={t('errors.tooLargeRequest')}
            className={styles.error}
          />
        </div>
      ) : (
        // Only a hand-made request sends files here; its refusal still needs the summary's link target.
        errors.attachments && (
          <p id={id('attachments')} className={styles.error} tabIndex={-1}>
            {errors.attachments}
          </p>
        )
      )}
      <SubmitButton label={t('submit')} sendingLabel={t('sending')} className={`button ${styles.submit}`} />
    </form>
  );
}
