// @vitest-environment jsdom
// Item 15 of the walk-throughs: "Automatischer Entwurf" replaced a pasted description with no warning and no
// undo. The draft now goes below the employer's text, and one click brings the text back as it was.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { DescriptionStep } from './description-step';
import { renderStep, stepProps } from './steps-testing';

/** CKEditor does not run in jsdom: a text area with the two calls the step makes (getData, setData). */
vi.mock('next/dynamic', async () => {
  const { useRef } = await import('react');
  type Props = { initial: string; label: string; onChange: (html: string) => void; onReady: (e: unknown) => void };
  function FakeEditor({ initial, label, onChange, onReady }: Props) {
    const area = useRef<HTMLTextAreaElement>(null);
    const ready = useRef(false);
    return (
      <textarea
        aria-label={label}
        defaultValue={initial}
        onChange={(e) => onChange(e.target.value)}
        ref={(node) => {
          area.current = node;
          if (!node || ready.current) return;
          ready.current = true;
          onReady({
            getData: () => area.current!.value,
            setData: (html: string) => {
              area.current!.value = html;
              onChange(html);
            },
          });
        }}
      />
    );
  }
  return { default: () => FakeEditor };
});

const DRAFT = [
  '<h2>Über uns</h2><p>[Stellen Sie hier Ihr Unternehmen in zwei, drei Sätzen vor.]</p>',
  '<h2>Ihre Aufgaben</h2>',
];
vi.mock('@/lib/graphql/stream-job-description-draft', () => ({
  streamJobDescriptionDraft: async ({ onChunk }: { onChunk: (c: { text: string; source: string }) => void }) => {
    for (const text of DRAFT) onChunk({ text, source: 'builtin' });
  },
}));

afterEach(cleanup);

const PASTED = '<p>Wir sind eine Bäckerei in Traunstein und suchen dich für die Frühschicht.</p>';
const editorText = () => (screen.getByRole('textbox', { name: 'Stellenbeschreibung' }) as HTMLTextAreaElement).value;

describe('Beschreibung: the automatic draft', () => {
  it('goes below a pasted description instead of replacing it, and says so before', async () => {
    const props = stepProps({ type: 'job_per_template', description: PASTED });
    renderStep(<DescriptionStep {...props} />, 'session-jwt');
    expect(screen.getByText(/Der Entwurf kommt unter Ihren Text, nichts wird ersetzt/)).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Automatischer Entwurf' }));
    await screen.findByText(/ersetzen Sie die Platzhalter in eckigen Klammern/);
    expect(editorText()).toBe(PASTED + DRAFT.join(''));
    expect(props.update).toHaveBeenLastCalledWith({ description: PASTED + DRAFT.join('') });
  });

  it('is undone with one click: the text is back as it was, in the editor and in the draft', async () => {
    const props = stepProps({ type: 'job_per_template', description: PASTED });
    renderStep(<DescriptionStep {...props} />, 'session-jwt');
    fireEvent.click(await screen.findByRole('button', { name: 'Automatischer Entwurf' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Entwurf rückgängig machen' }));
    await waitFor(() => expect(editorText()).toBe(PASTED));
    expect(props.update).toHaveBeenLastCalledWith({ description: PASTED });
    expect(screen.getByRole('status').textContent).toMatch(/Ihr Text steht wieder so im Editor wie vorher/);
    expect(screen.queryByRole('button', { name: 'Entwurf rückgängig machen' })).toBeNull();
  });

  it('fills an empty editor', async () => {
    const props = stepProps({ type: 'job_per_template', description: '' });
    renderStep(<DescriptionStep {...props} />, 'session-jwt');
    fireEvent.click(await screen.findByRole('button', { name: 'Automatischer Entwurf' }));
    await waitFor(() => expect(editorText()).toBe(DRAFT.join('')));
  });
});
