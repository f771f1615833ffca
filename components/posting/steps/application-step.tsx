'use client';

import { useTranslations } from 'next-intl';
import type { ApplicationWorkflow, QualifyingQuestionInput } from '@/lib/graphql/generated/operations';
import { errorOf } from '@/lib/posting/posting-input';
import { addQuestion, changeQuestion, removeQuestion, splitEmails } from '@/lib/posting/qualifying-questions';
import { ChoiceGroup, SelectField, TextField } from '../form-fields';
import { setter, type StepProps } from '../wizard-context';
import styles from '../posting.module.scss';

const WORKFLOWS: ReadonlyArray<[ApplicationWorkflow, 'workflowInternal' | 'workflowEmail' | 'workflowLink']> = [
  ['internal', 'workflowInternal'],
  ['email', 'workflowEmail'],
  ['link', 'workflowLink'],
];

/** Step 6 (Bewerbung): how applications arrive, what they must contain, and the qualifying questions. */
export function ApplicationStep({ draft, context }: StepProps) {
  const t = useTranslations('posting.fields');
  const { input, errors } = draft;
  const error = (field: string) => errorOf(errors, field);
  const workflow = input.applicationWorkflow ?? 'internal';
  const questions = input.applicationQualifyingQuestions ?? [];
  const setQuestions = setter(draft, 'applicationQualifyingQuestions');
  const box = (
    key: 'applicationRequireCv' | 'applicationRequireCoverLetter' | 'applicationRequireQualifyingQuestions',
    label: string,
  ) => (
    <li>
      <label>
        <input type="checkbox" checked={input[key] === true} onChange={(e) => setter(draft, key)(e.target.checked)} />
        {label}
      </label>
    </li>
  );
  return (
    <>
      <ChoiceGroup id="posting-workflow" label={t('applicationWorkflow')} error={error('applicationWorkflow')}>
        {WORKFLOWS.map(([value, label]) => (
          <li key={value}>
            <label>
              <input
                type="radio"
                name="application-workflow"
                checked={workflow === value}
                onChange={() => setter(draft, 'applicationWorkflow')(value)}
              />
              {t(label)}
            </label>
          </li>
        ))}
      </ChoiceGroup>
      {workflow === 'email' && (
        <TextField
          id="posting-application-emails"
          type="text"
          inputMode="email"
          autoComplete="email"
          label={t('applicationEmails')}
          hint={t('applicationEmailsHint')}
          required
          defaultValue={(input.applicationEmails ?? []).join(', ')}
          error={error('applicationEmails')}
          onChange={(e) => setter(draft, 'applicationEmails')(splitEmails(e.target.value))}
        />
      )}
      {workflow === 'link' && (
        <TextField
          id="posting-application-link"
          type="url"
          inputMode="url"
          label={t('applicationLink')}
          required
          value={input.applicationLink ?? ''}
          error={error('applicationLink')}
          onChange={(e) => setter(draft, 'applicationLink')(e.target.value || null)}
        />
      )}
      {workflow === 'internal' && (
        // The per-job contact people: they get every application too, besides the job's poster
        // (docs/product-decisions.md, "Mails an Arbeitgeber").
        <TextField
          id="posting-application-contacts"
          type="text"
          inputMode="email"
          autoComplete="off"
          label={t('applicationContacts')}
          hint={t('applicationContactsHint')}
          defaultValue={(input.applicationEmails ?? []).join(', ')}
          error={error('applicationEmails')}
          onChange={(e) => setter(draft, 'applicationEmails')(splitEmails(e.target.value))}
        />
      )}
      {workflow === 'internal' && (
        <ChoiceGroup id="posting-application-requirements" label={t('applicationRequirements')}>
          {/* No files go with applications where the site turned attachments off: a CV cannot be asked for. */}
          {context.applicationAttachments && box('applicationRequireCv', t('requireCv'))}
          {box('applicationRequireCoverLetter', t('requireCoverLetter'))}
          {box('applicationRequireQualifyingQuestions', t('requireQuestions'))}
        </ChoiceGroup>
      )}
      {workflow === 'internal' && input.applicationRequireQualifyingQuestions && (
        <Questions
          questions={questions}
          onChange={setQuestions}
          error={(i, field) => error(`applicationQualifyingQuestions.${i}.${field}`)}
          listError={error('applicationQualifyingQuestions')}
        />
      )}
    </>
  );
}

function Questions({
  questions,
  onChange,
  error,
  listError,
}: {
  questions: QualifyingQuestionInput[];
  onChange: (list: QualifyingQuestionInput[]) => void;
  error: (index: number, field: string) => string | undefined;
  listError?: string;
}) {
  const t = useTranslations('posting.fields');
  return (
    <fieldset className={styles.choices}>
      <legend>{t('questions')}</legend>
      {listError && <p className={styles.fieldError}>{listError}</p>}
      {questions.map((q, i) => (
        <div key={q.id ?? `new-${i}`} className={styles.card}>
          <TextField
            id={`posting-question-${i}`}
            label={t('question', { number: i + 1 })}
            value={q.question}
            error={error(i, 'question')}
            onChange={(e) => onChange(changeQuestion(questions, i, { question: e.target.value }))}
          />
          <div className={styles.row}>
            <SelectField
              id={`posting-question-${i}-type`}
              label={t('answerType')}
              value={q.answerType}
              onChange={(e) => onChange(changeQuestion(questions, i, { answerType: e.target.value }))}
            >
              <option value="yes_no">{t('answerYesNo')}</option>
              <option value="text">{t('answerText')}</option>
            </SelectField>
            {q.answerType === 'yes_no' && (
              <SelectField
                id={`posting-question-${i}-expected`}
                label={t('expected')}
                value={q.expected ?? ''}
                onChange={(e) => onChange(changeQuestion(questions, i, { expected: e.target.value || null }))}
              >
                <option value="yes">{t('expectedYes')}</option>
                <option value="no">{t('expectedNo')}</option>
                <option value="">{t('expectedAny')}</option>
              </SelectField>
            )}
          </div>
          <button type="button" className={styles.linkButton} onClick={() => onChange(removeQuestion(questions, i))}>
            {t('removeQuestion', { number: i + 1 })}
          </button>
        </div>
      ))}
      <button type="button" className="button button-secondary" onClick={() => onChange(addQuestion(questions))}>
        {t('addQuestion')}
      </button>
    </fieldset>
  );
}
