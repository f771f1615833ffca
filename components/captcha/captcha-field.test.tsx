// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import messages from '@/messages/de.json';
import { CaptchaField } from './captcha-field';

const texts = { working: messages.captcha.working, done: messages.captcha.done, noScript: messages.captcha.noScript };

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A form with the field; every send is kept with the challenge and solution it carried. */
function renderForm() {
  const sent: Array<{ captcha: string; solution: string }> = [];
  render(
    <form
      aria-label="Kontakt"
      onSubmit={(event) => {
        event.preventDefault();
        const data = new FormData(event.currentTarget);
        sent.push({ captcha: String(data.get('captcha')), solution: String(data.get('captchaSolution')) });
      }}
    >
      <CaptchaField challenge={{ token: 'erste', difficulty: 1 }} texts={texts} />
      <button type="submit">Senden</button>
    </form>,
  );
  return sent;
}

describe('CaptchaField', () => {
  it('sends the solved challenge and takes a fresh one for the next send', async () => {
    const fetched = vi.fn(async () => Response.json({ token: 'zweite', difficulty: 1 }));
    vi.stubGlobal('fetch', fetched);
    const sent = renderForm();
    await screen.findByText(texts.done);
    fireEvent.submit(screen.getByRole('form', { name: 'Kontakt' }));
    expect(sent).toHaveLength(1);
    expect(sent[0].captcha).toBe('erste');
    expect(sent[0].solution).not.toBe('');
    await waitFor(() => expect(fetched).toHaveBeenCalledWith('/api/captcha', { cache: 'no-store' }));

    // The form stayed (the send failed for another reason): the second send carries the new challenge, solved.
    await waitFor(() =>
      expect((document.querySelector('input[name=captcha]') as HTMLInputElement).value).toBe('zweite'),
    );
    await waitFor(() =>
      expect((document.querySelector('input[name=captchaSolution]') as HTMLInputElement).value).not.toBe(''),
    );
    fireEvent.submit(screen.getByRole('form', { name: 'Kontakt' }));
    expect(sent[1].captcha).toBe('zweite');
    expect(sent[1].solution).not.toBe('');
  });

  it('keeps the spent challenge when no fresh one can be had (the server then answers in German)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 503 })),
    );
    const sent = renderForm();
    await screen.findByText(texts.done);
    fireEvent.submit(screen.getByRole('form', { name: 'Kontakt' }));
    fireEvent.submit(screen.getByRole('form', { name: 'Kontakt' }));
    expect(sent.map((s) => s.captcha)).toEqual(['erste', 'erste']);
  });
});
