// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReviewState } from '@/lib/resume-import/import-state';
import { PROPOSAL } from '@/lib/resume-import/review-testing';
import { validateReview } from '@/lib/resume-import/review-validation';
import { readReviewForm, valuesFromProposal } from '@/lib/resume-import/review-values';
import messages from '@/messages/de.json';
import { ReviewForm } from './review-form';

afterEach(cleanup);

/** What the server action does with a post, without a server: the review's own checks. */
const confirmed: unknown[] = [];
async function action(previous: ReviewState, form: FormData): Promise<ReviewState> {
  const values = readReviewForm(form);
  const checked = validateReview(values);
  const version = previous.version + 1;
  if (!checked.ok) return { version, values, errors: checked.errors, general: messages.resumeImport.review.problems };
  confirmed.push(checked.confirmed);
  return { version, values, errors: {} };
}

function renderForm() {
  confirmed.length = 0;
  render(
    <NextIntlClientProvider locale="de" timeZone="Europe/Berlin" messages={{ resumeImport: messages.resumeImport }}>
      <ReviewForm
        initial={{ version: 0, values: valuesFromProposal(PROPOSAL), errors: {} }}
        action={action}
        againHref="/lebenslauf/wizard/import"
      />
    </NextIntlClientProvider>,
  );
}

describe('the review of an imported CV', () => {
  it('shows every proposed field, labelled, to confirm or correct', () => {
    renderForm();
    expect(screen.getByLabelText('Vorname')).toHaveProperty('value', 'Anna');
    expect(screen.getByLabelText('Geburtsdatum (TT.MM.JJJJ)')).toHaveProperty('value', '12.03.1990');
    expect(screen.getByLabelText('Wohnort (PLZ und Ort)')).toHaveProperty('value', '83022 Rosenheim');
    expect(screen.getByRole('group', { name: 'Station 1' })).toBeTruthy();
    expect(screen.getByLabelText('Berufsbezeichnung')).toHaveProperty('value', 'Pflegefachkraft');
    expect(screen.getByLabelText('Von (MM/JJJJ)', { selector: '#import-work-0-start' })).toHaveProperty(
      'value',
      '03/2019',
    );
    expect(screen.getByText('Abschlussniveau: Abgeschlossene Berufsausbildung')).toBeTruthy();
    expect(screen.getByLabelText('Niveau von Deutsch')).toHaveProperty('value', 'Muttersprache');
    expect(screen.getByRole('checkbox', { name: 'Wundmanagement' })).toHaveProperty('checked', true);
    expect(screen.getByLabelText('Weitere Kenntnisse (durch Kommas getrennt)')).toHaveProperty('value', 'Kinästhetik');
    expect(screen.getByRole('link', { name: 'Andere Datei hochladen' }).getAttribute('href')).toBe(
      '/lebenslauf/wizard/import',
    );
  });

  it('keeps what was typed on an error, puts the message next to the field and moves focus there', async () => {
    renderForm();
    fireEvent.change(screen.getByLabelText('Vorname'), { target: { value: 'Anne' } });
    fireEvent.change(screen.getByLabelText('Von (MM/JJJJ)', { selector: '#import-work-0-start' }), {
      target: { value: 'März' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Angaben übernehmen und weiter' }));
    const start = await screen.findByRole('textbox', {
      name: 'Von (MM/JJJJ)',
      description: 'Bitte gib den Monat als MM/JJJJ an, z. B. 03/2019.',
    });
    await waitFor(() => expect(document.activeElement).toBe(start));
    expect(screen.getByRole('alert').textContent).toBe('Bitte korrigiere die markierten Felder.');
    expect(screen.getByLabelText('Vorname')).toHaveProperty('value', 'Anne');
    expect(confirmed).toEqual([]);
  });

  it('confirms the corrected fields without what was unticked', async () => {
    renderForm();
    fireEvent.change(screen.getByLabelText('Nachname'), { target: { value: 'Huber-Maier' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Wundmanagement' }));
    fireEvent.click(screen.getByRole('button', { name: 'Angaben übernehmen und weiter' }));
    await waitFor(() => expect(confirmed).toHaveLength(1));
    expect(confirmed[0]).toMatchObject({
      personalInfo: { firstName: 'Anna', lastName: 'Huber-Maier' },
      skills: { tids: [] },
      workExperience: [{ jobTitle: 'Pflegefachkraft' }],
    });
  });
});
