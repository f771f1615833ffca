// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ConsentInfo } from '@/lib/consent/consent-prompt';
import messages from '@/messages/de.json';
import { ConsentDialog } from './consent-dialog';

const labels = messages.consent;
const terms: ConsentInfo = { id: 't', type: 'terms', optIn: true, text: '<p>AGB</p>', revision: 2 };
const privacy: ConsentInfo = { id: 'p', type: 'privacy', optIn: false, text: '<p>Datenschutz</p>', revision: 1 };

beforeAll(() => {
  // jsdom has no modal dialogs; opening and closing only toggle the attribute here.
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});
afterEach(cleanup);

function renderDialog(infos: ConsentInfo[]) {
  const onSave = vi.fn(async () => null);
  render(<ConsentDialog infos={infos} labels={labels} onDismiss={vi.fn()} onSave={onSave} />);
  const submit = screen.getByRole<HTMLButtonElement>('button', { name: labels.submit, hidden: true });
  return { onSave, submit };
}

describe('consent dialog (docs/product.md §5: the confirm button is disabled until the form is valid)', () => {
  it('keeps "Zustimmen und speichern" disabled until the box is ticked, and says why next to the box', () => {
    const { submit } = renderDialog([terms, privacy]);
    const box = screen.getByRole('checkbox', { name: labels.agree, hidden: true });
    expect(submit.disabled).toBe(true);
    expect(
      screen.getByRole('checkbox', { name: labels.agree, description: /Bitte setze den Haken/, hidden: true }),
    ).toBe(box);

    fireEvent.click(box);
    expect(submit.disabled).toBe(false);
    expect(screen.queryByText(labels.agreeRequired)).toBeNull();

    fireEvent.click(box);
    expect(submit.disabled).toBe(true);
  });

  it('saves only once the box is ticked; Enter in the form before that saves nothing', async () => {
    const { onSave, submit } = renderDialog([terms]);
    fireEvent.submit(submit.closest('form')!);
    expect(onSave).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('checkbox', { name: labels.agree, hidden: true }));
    fireEvent.click(submit);
    await vi.waitFor(() => expect(onSave).toHaveBeenCalledOnce());
  });

  it('texts without a box can be saved right away', () => {
    const { submit } = renderDialog([privacy]);
    expect(submit.disabled).toBe(false);
  });
});
