'use client';

import { useRef, useState } from 'react';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import type { ClassicEditor } from 'ckeditor5';
import { streamJobDescriptionDraft } from '@/lib/graphql/stream-job-description-draft';
import { errorOf } from '@/lib/posting/posting-input';
import { describedBy } from '../form-fields';
import { usePostingAudience } from '../posting-session';
import { setter, type StepProps } from '../wizard-context';
import styles from '../posting.module.scss';

// Only this step loads the editor: its chunk stays out of every other page's JavaScript.
const DescriptionEditor = dynamic(() => import('../description-editor'), {
  ssr: false,
  loading: () => <EditorLoading />,
});

function EditorLoading() {
  const t = useTranslations('posting.fields');
  return <p className={styles.hint}>{t('editorLoading')}</p>;
}

type DraftState = 'idle' | 'running' | 'done' | 'stopped' | 'failed' | 'undone';

/** Whether the editor's HTML holds any text of the employer's (an empty editor holds "<p>&nbsp;</p>" or ""). */
const hasText = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .trim() !== '';

/**
 * Step 5 (Beschreibung): the rich text, with a draft from the fields (AI, or built in) streamed into it. The
 * draft never replaces what the employer wrote: it goes below their text, and "Entwurf rückgängig machen"
 * brings back the text as it was (docs/product-decisions.md, "The automatic draft").
 */
export function DescriptionStep({ draft, context }: StepProps) {
  const t = useTranslations('posting');
  const audience = usePostingAudience();
  const editor = useRef<ClassicEditor | null>(null);
  const controller = useRef<AbortController | null>(null);
  const [state, setState] = useState<DraftState>('idle');
  const [before, setBefore] = useState<string | null>(null);
  const [source, setSource] = useState<'ai' | 'builtin'>(context.aiDraftAvailable ? 'ai' : 'builtin');
  const error = errorOf(draft.errors, 'description');
  const hintIds = describedBy('posting-description', true, error);
  const setDescription = setter(draft, 'description');

  const start = async () => {
    const written = editor.current?.getData() ?? draft.input.description ?? '';
    const kept = hasText(written) ? written : '';
    setBefore(written);
    controller.current = new AbortController();
    setState('running');
    let text = '';
    try {
      await streamJobDescriptionDraft({
        input: draft.input,
        language: 'de',
        signal: controller.current.signal,
        audience,
        onChunk: (chunk) => {
          setSource(chunk.source);
          text += chunk.text;
          editor.current?.setData(kept + text);
        },
      });
      setState(controller.current.signal.aborted ? 'stopped' : 'done');
    } catch {
      setState('failed');
    }
    setDescription(editor.current?.getData() ?? kept + text);
  };

  const undo = () => {
    if (before === null) return;
    editor.current?.setData(before);
    setDescription(before);
    setBefore(null);
    setState('undone');
  };

  const doneText = source === 'ai' ? t('draft.doneAi') : t('draft.doneBuiltin');
  const status = {
    idle: '',
    running: t('draft.running'),
    done: doneText,
    stopped: t('draft.stopped'),
    failed: '',
    undone: t('draft.undone'),
  };
  return (
    <>
      <div className={styles.field}>
        <span className={styles.hint} id="posting-description-hint">
          {t('fields.descriptionHint')}
        </span>
        <div className={styles.inline}>
          <span className={styles.hint}>{t('draft.below')}</span>
          {state === 'running' ? (
            <button type="button" className="button button-secondary" onClick={() => controller.current?.abort()}>
              {t('draft.stop')}
            </button>
          ) : (
            <button
              type="button"
              className="button button-secondary"
              disabled={audience.token === null}
              onClick={() => void start()}
            >
              {source === 'ai' ? t('draft.button') : t('draft.builtinButton')}
            </button>
          )}
          {before !== null && state !== 'running' && (
            <button type="button" className="button button-secondary" onClick={undo}>
              {t('draft.undo')}
            </button>
          )}
        </div>
        <p role="status" className={styles.status}>
          {status[state]}
        </p>
        {state === 'failed' && (
          <p role="alert" className={styles.fieldError}>
            {t('draft.failed')}
          </p>
        )}
        <div className={styles.editor}>
          <DescriptionEditor
            initial={draft.input.description ?? ''}
            toolbar={context.editorToolbar}
            label={t('fields.description')}
            describedBy={hintIds}
            onReady={(instance) => (editor.current = instance)}
            onChange={(html) => state !== 'running' && setDescription(html)}
            onBlur={() => void draft.save()}
          />
        </div>
        {error && (
          <span id="posting-description-error" className={styles.fieldError}>
            {error}
          </span>
        )}
      </div>
    </>
  );
}
