// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { AccountFormState } from '@/lib/actions/account-actions';
import { AccountTestProviders } from './account-testing';
import { EmployerMailForm } from './employer-mail-form';

afterEach(cleanup);

const ALL_ON = { applications: true, jobReview: true, jobExpiring: true, contactAnswers: true, teamJoined: true };

describe('"E-Mail-Benachrichtigungen"', () => {
  it('posts only the ticked boxes and keeps what was ticked when saving failed', async () => {
    const posted: Array<Record<string, FormDataEntryValue>> = [];
    const action = async (_previous: AccountFormState, form: FormData): Promise<AccountFormState> => {
      posted.push(Object.fromEntries(form));
      const values = Object.fromEntries([...form].map(([k, v]) => [k, String(v)]));
      return {
        status: 'error',
        values,
        errors: { form: 'Das hat nicht geklappt. Bitte versuchen Sie es noch einmal.' },
      };
    };
    render(
      <AccountTestProviders>
        <EmployerMailForm settings={ALL_ON} action={action} />
      </AccountTestProviders>,
    );
    fireEvent.click(screen.getByLabelText('Ihre Stellenanzeige läuft in 7 Tagen ab'));
    fireEvent.click(screen.getByRole('button', { name: 'Einstellungen speichern' }));
    expect(await screen.findByText('Das hat nicht geklappt. Bitte versuchen Sie es noch einmal.')).toBeTruthy();
    expect(Object.keys(posted[0]).sort()).toEqual(['applications', 'contactAnswers', 'jobReview', 'teamJoined']);
    expect((screen.getByLabelText('Ihre Stellenanzeige läuft in 7 Tagen ab') as HTMLInputElement).checked).toBe(false);
    expect((screen.getByLabelText(/Neue Bewerbungen/) as HTMLInputElement).checked).toBe(true);
  });

  it('announces the saved settings', async () => {
    const action = async (_previous: AccountFormState, form: FormData): Promise<AccountFormState> => ({
      status: 'done',
      values: Object.fromEntries([...form].map(([k, v]) => [k, String(v)])),
      errors: {},
    });
    render(
      <AccountTestProviders>
        <EmployerMailForm settings={ALL_ON} action={action} />
      </AccountTestProviders>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Einstellungen speichern' }));
    expect((await screen.findByText('Ihre Einstellungen sind gespeichert.')).getAttribute('role')).toBe('status');
    expect((screen.getByLabelText(/Neue Bewerbungen/) as HTMLInputElement).checked).toBe(true);
  });

  // docs/product-decisions.md "Applicant management off": no inbox to fall back on, so the hint says mail comes anyway.
  it.each([
    [true, 'Auch ohne diese E-Mail finden Sie jede Bewerbung im Bewerbungseingang.'],
    [false, 'Auf dieser Seite gibt es keinen Bewerbungseingang: Bewerbungen bekommen Sie hier immer per E-Mail'],
  ])('with the inbox %s, the applications hint says: %s', (inbox, hint) => {
    render(
      <AccountTestProviders>
        <EmployerMailForm settings={ALL_ON} action={async (state) => state} inbox={inbox} />
      </AccountTestProviders>,
    );
    expect(screen.getByLabelText(/Neue Bewerbungen/).getAttribute('aria-describedby')).toBe(
      'employer-mails-applications-hint',
    );
    expect(document.getElementById('employer-mails-applications-hint')?.textContent).toContain(hint);
  });
});
