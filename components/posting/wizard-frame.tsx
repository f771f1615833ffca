'use client';

import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import type { JobPostingInput, JobType } from '@/lib/graphql/generated/operations';
import { neighbours, stepOfField, stepsFor, wizardPath, type WizardStep } from '@/lib/posting/wizard-steps';
import { LeaveGuards, mayLeave, type LeaveGuard } from './leave-guard';
import { usePostingDraft, type PostingDraft, type SaveStatus } from './use-posting-draft';
import styles from './posting.module.scss';

/** Set before the wizard moves to another step, so that step's heading takes focus (not on a fresh load). */
let movedByWizard = false;

type Props = {
  id: string;
  type: JobType;
  step: WizardStep;
  initial: JobPostingInput;
  /** Steps with something still missing for publishing (marked in the step list). */
  incomplete: readonly WizardStep[];
  children: (draft: PostingDraft) => ReactNode;
  /** Shown between the heading and the form (the preview of the last step, rendered on the server). */
  before?: ReactNode;
};

/**
 * One wizard step: the step list, the step's heading (focused after moving between steps, so screen
 * readers start there), its fields as a form, and back/next. Leaving a field saves, typing saves after a
 * pause, and moving to another step waits for the save, so nothing typed is lost: a step whose fields the
 * server refused, or whose guards object (a place not picked, an upload under way), is not left; the user
 * stays with the German message next to the field (docs/product-decisions.md, "Leaving a wizard step").
 */
export function WizardFrame({ id, type, step, initial, incomplete, children, before }: Props) {
  const t = useTranslations('posting');
  const router = useRouter();
  const draft = usePostingDraft(id, initial);
  const heading = useRef<HTMLHeadingElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const [guards] = useState(() => new Set<LeaveGuard>());
  // Changing the type on the first step changes the steps at once (a link job has no description step).
  const currentType = draft.input.type ?? type;
  const steps = stepsFor(currentType);
  const { previous, next } = neighbours(currentType, step);

  useEffect(() => {
    if (!movedByWizard) return;
    movedByWizard = false;
    heading.current?.focus();
  }, []);

  const go = async (target: WizardStep) => {
    if (!(await mayLeave(guards))) return;
    await draft.save();
    if (Object.keys(draft.latestErrors()).some((field) => stepOfField(field) === step)) {
      // The refused value is still in its field; the message is rendered with the answer, then focused.
      setTimeout(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    movedByWizard = true;
    router.push(wizardPath(id, target));
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (next) void go(next);
  };

  return (
    <>
      <nav className={styles.steps} aria-label={t('steps.label')}>
        <ol>
          {steps.map((s, i) => (
            <li key={s}>
              <a
                href={wizardPath(id, s)}
                aria-current={s === step ? 'step' : undefined}
                className={incomplete.includes(s) ? styles.stepError : undefined}
                onClick={(event) => {
                  if (event.metaKey || event.ctrlKey || event.shiftKey) return;
                  event.preventDefault();
                  void go(s);
                }}
              >
                {i + 1}. {t(`steps.${s}`)}
                {incomplete.includes(s) && <span className="visually-hidden"> ({t('steps.hasErrors')})</span>}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <h2 ref={heading} tabIndex={-1}>
        {t(`steps.${step}`)}{' '}
        <span className={styles.hint}>
          {t('steps.progress', { number: steps.indexOf(step) + 1, total: steps.length })}
        </span>
      </h2>
      {before}
      <form ref={form} noValidate onSubmit={onSubmit} onBlur={() => void draft.save()}>
        {draft.status === 'invalid' && (
          <p className={styles.alert} role="alert">
            {t('save.errors')}
          </p>
        )}
        <LeaveGuards value={guards}>{children(draft)}</LeaveGuards>
        <div className={styles.actions}>
          {previous ? (
            <button type="button" className="button button-secondary" onClick={() => void go(previous)}>
              {t('nav.previous')}
            </button>
          ) : (
            <span />
          )}
          <SaveState status={draft.status} />
          {next && (
            <button type="submit" className="button">
              {t('nav.next')}
            </button>
          )}
        </div>
      </form>
    </>
  );
}

const STATUS_TEXT: Partial<Record<SaveStatus, 'save.saving' | 'save.saved' | 'save.failed'>> = {
  saving: 'save.saving',
  saved: 'save.saved',
  invalid: 'save.saved',
  failed: 'save.failed',
};

function SaveState({ status }: { status: SaveStatus }) {
  const t = useTranslations('posting');
  const key = STATUS_TEXT[status];
  return (
    <p className={styles.status} role="status">
      {key ? t(key) : ''}
    </p>
  );
}
