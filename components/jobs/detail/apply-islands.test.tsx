// @vitest-environment jsdom
// The apply form's islands for a signed-in visitor: the page's HTML is the same for everybody; after
// it loaded, a signed-in visitor's names and address fill the fields they have not typed into, the intro fits
// them, and their resume can go along as a PDF. Signed-out visitors keep the form as it is.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import type { ApplyPrefill } from './apply-prefill';
import { ApplyIntro } from './apply-intro';
import { ApplyResumeOption } from './apply-resume-option';
import { ApplyRepeatOption } from './apply-repeat-option';

afterEach(cleanup);

const ANNA: ApplyPrefill = {
  signedIn: true,
  firstName: 'Anna',
  lastName: 'Huber',
  emailAddress: 'anna@example.org',
  fromResume: true,
  canAttachResume: true,
  appliedAt: null,
};
const answer = (prefill: ApplyPrefill) => () => Promise.resolve(prefill);
const TEXTS = { attach: 'Lebenslauf als PDF anhängen', hint: 'Geht als PDF mit.' };

function form(prefill: ApplyPrefill, options: { typed?: string; draftChoice?: boolean | null; error?: string } = {}) {
  render(
    <form>
      <input name="firstName" aria-label="Vorname" defaultValue={options.typed ?? ''} />
      <input name="lastName" aria-label="Nachname" />
      <input name="emailAddress" aria-label="E-Mail" />
      <ApplyResumeOption
        jobId="job-1"
        texts={TEXTS}
        draftChoice={options.draftChoice ?? null}
        error={options.error}
        load={answer(prefill)}
      />
    </form>,
  );
}
const value = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;

describe('ApplyResumeOption', () => {
  it('fills the empty fields from the account and resume and offers the resume, ticked', async () => {
    form(ANNA);
    const box = await screen.findByRole('checkbox', { name: TEXTS.attach });
    expect(box).toMatchObject({ checked: true, name: 'attachResume', value: '1' });
    // The fields are filled by an effect after the render that shows the box.
    await waitFor(() =>
      expect([value('Vorname'), value('Nachname'), value('E-Mail')]).toEqual(['Anna', 'Huber', 'anna@example.org']),
    );
  });

  it('keeps what was typed (or came back in a draft) and the earlier choice, with its error', async () => {
    form(ANNA, { typed: 'Annika', draftChoice: false, error: 'Ging nicht.' });
    const box = await screen.findByRole('checkbox', { name: TEXTS.attach });
    expect(box).toMatchObject({ checked: false });
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Ging nicht.').id).toBe('apply-attachResume-error');
    expect(value('Vorname')).toBe('Annika');
  });

  it('offers no resume when it cannot go along, but still fills the fields', async () => {
    form({ ...ANNA, canAttachResume: false });
    await waitFor(() => expect(value('Nachname')).toBe('Huber'));
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('leaves the form alone for a signed-out visitor', async () => {
    form({ signedIn: false });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(value('Vorname')).toBe('');
  });
});

describe('ApplyRepeatOption', () => {
  const label = 'Ja, ich möchte mich noch einmal bewerben';

  it('offers the confirmation once the answer says the visitor applied before', async () => {
    render(
      <ApplyRepeatOption jobId="job-1" label={label} load={answer({ ...ANNA, appliedAt: '2026-11-12T10:00:00Z' })} />,
    );
    const box = await screen.findByRole('checkbox', { name: label });
    expect(box).toMatchObject({ checked: false, name: 'repeat', value: '1' });
  });

  it('offers nothing to a visitor who never applied, nor to a signed-out one', async () => {
    for (const prefill of [ANNA, { signedIn: false } as const]) {
      render(<ApplyRepeatOption jobId="job-1" label={label} load={answer(prefill)} />);
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(screen.queryByRole('checkbox')).toBeNull();
      cleanup();
    }
  });

  it('is there at once, with the error, when an attempt came back for it', () => {
    render(
      <ApplyRepeatOption jobId="job-1" label={label} error="Schon beworben." load={() => new Promise(() => {})} />,
    );
    const box = screen.getByRole('checkbox', { name: label });
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Schon beworben.').id).toBe('apply-repeat-error');
  });
});

describe('ApplyIntro', () => {
  const texts = {
    anonymous: 'Bewirb dich direkt hier – auch ohne Konto.',
    signedIn: 'Du bist angemeldet: … unter',
    prefilled: 'Aus deinem Konto eingetragen.',
    prefilledFromResume: 'Aus Konto und Lebenslauf eingetragen.',
    myApplications: 'Meine Bewerbungen',
    appliedBefore: 'Du hast dich am {date} schon beworben.',
  };

  it('says the same to everybody first, then what fits a signed-in visitor', async () => {
    render(<ApplyIntro jobId="job-1" texts={texts} load={answer(ANNA)} />);
    expect(screen.getByText(texts.anonymous)).toBeTruthy();
    const link = await screen.findByRole('link', { name: 'Meine Bewerbungen' });
    expect(link.getAttribute('href')).toBe('/user/bewerbungen');
    expect(screen.getByText(texts.prefilledFromResume)).toBeTruthy();
    expect(screen.queryByText(texts.anonymous)).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('tells a visitor who applied to the job before on which day, in Germany’s calendar', async () => {
    render(<ApplyIntro jobId="job-1" texts={texts} load={answer({ ...ANNA, appliedAt: '2026-11-12T23:30:00Z' })} />);
    expect((await screen.findByRole('status')).textContent).toBe('Du hast dich am 13.11.2026 schon beworben.');
  });

  it('stays with the text for everybody when signed out', async () => {
    render(<ApplyIntro jobId="job-1" texts={texts} load={answer({ signedIn: false })} />);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(screen.getByText(texts.anonymous)).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
