// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { AccountFormState } from '@/lib/actions/account-actions';
import { AccountTestProviders } from './account-testing';
import { EmailForm } from './email-form';
import { ForgotPasswordForm } from './forgot-password-form';
import { NameForm } from './name-form';
import { PasswordForm } from './password-form';

afterEach(cleanup);

const posted: Array<Record<string, FormDataEntryValue>> = [];
/** Answers as the server action does: the state it returns, after recording what the form sent. */
const answering =
  (state: (form: FormData) => AccountFormState) =>
  async (_previous: AccountFormState, form: FormData): Promise<AccountFormState> => {
    posted.push(Object.fromEntries(form));
    return state(form);
  };

const submit = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

describe('the account forms', () => {
  it('keeps the typed names and puts the German error next to its field', async () => {
    posted.length = 0;
    const action = answering((form) => ({
      status: 'error',
      values: Object.fromEntries([...form].map(([k, v]) => [k, String(v)])),
      errors: { lastName: 'Bitte ohne spitze Klammern und Steuerzeichen.' },
    }));
    render(
      <AccountTestProviders>
        <NameForm names={{ firstName: 'Jana', lastName: '', displayName: '' }} action={action} />
      </AccountTestProviders>,
    );
    fireEvent.change(screen.getByLabelText('Nachname'), { target: { value: '<b>Suchende</b>' } });
    submit('Name speichern');
    const error = await screen.findByText('Bitte ohne spitze Klammern und Steuerzeichen.');
    const field = screen.getByLabelText('Nachname');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toContain(error.id);
    expect((field as HTMLInputElement).value).toBe('<b>Suchende</b>');
    expect((screen.getByLabelText('Vorname') as HTMLInputElement).value).toBe('Jana');
    expect(posted[0]).toMatchObject({ firstName: 'Jana', lastName: '<b>Suchende</b>' });
  });

  it('announces the link sent to a new address and empties the field', async () => {
    const action = answering((form) => ({ status: 'done', values: { email: String(form.get('email')) }, errors: {} }));
    render(
      <AccountTestProviders>
        <EmailForm action={action} />
      </AccountTestProviders>,
    );
    fireEvent.change(screen.getByLabelText('Neue E-Mail-Adresse'), { target: { value: 'neu@example.test' } });
    submit('Adresse ändern');
    const status = await screen.findByText('Wir haben einen Bestätigungslink an neu@example.test geschickt.');
    expect(status.getAttribute('role')).toBe('status');
    expect((screen.getByLabelText('Neue E-Mail-Adresse') as HTMLInputElement).value).toBe('');
  });

  it('asks for the current password only when the account has one, and never shows passwords again', async () => {
    posted.length = 0;
    const action = answering(() => ({
      status: 'error',
      values: {},
      errors: { currentPassword: 'Das aktuelle Passwort stimmt nicht.' },
    }));
    const { rerender } = render(
      <AccountTestProviders>
        <PasswordForm mode="change" hasPassword={false} rule={{ min: 10, strong: false }} action={action} />
      </AccountTestProviders>,
    );
    expect(screen.queryByLabelText('Aktuelles Passwort')).toBeNull();
    rerender(
      <AccountTestProviders>
        <PasswordForm mode="change" hasPassword rule={{ min: 10, strong: false }} action={action} />
      </AccountTestProviders>,
    );
    fireEvent.change(screen.getByLabelText('Aktuelles Passwort'), { target: { value: 'falsch-falsch' } });
    fireEvent.change(screen.getByLabelText('Neues Passwort'), { target: { value: 'neues-passwort' } });
    fireEvent.change(screen.getByLabelText('Neues Passwort wiederholen'), { target: { value: 'neues-passwort' } });
    submit('Passwort speichern');
    await screen.findByText('Das aktuelle Passwort stimmt nicht.');
    expect(posted[0]).toMatchObject({ hasPassword: 'true', currentPassword: 'falsch-falsch' });
    expect(screen.getByText('Mindestens 10 Zeichen.')).toBeTruthy();
  });

  it('says a site’s stronger password rules before typing (PASSWORD_POLICY)', () => {
    render(
      <AccountTestProviders>
        <PasswordForm
          mode="reset"
          token={'t'.repeat(43)}
          rule={{ min: 12, strong: true }}
          action={answering(() => ({ status: 'idle', values: {}, errors: {} }))}
        />
      </AccountTestProviders>,
    );
    expect(screen.getByText(/^Mindestens 12 Zeichen – am besten ein Satz aus mehreren Wörtern/)).toBeTruthy();
  });

  it('sends the reset link’s token with the new password, then leads to the sign-in', async () => {
    posted.length = 0;
    const action = answering(() => ({ status: 'done', values: {}, errors: {} }));
    render(
      <AccountTestProviders>
        <PasswordForm mode="reset" token={'t'.repeat(43)} rule={{ min: 10, strong: false }} action={action} />
      </AccountTestProviders>,
    );
    fireEvent.change(screen.getByLabelText('Neues Passwort'), { target: { value: 'neues-passwort' } });
    fireEvent.change(screen.getByLabelText('Neues Passwort wiederholen'), { target: { value: 'neues-passwort' } });
    submit('Neues Passwort speichern');
    await screen.findByText(/Dein neues Passwort ist gespeichert/);
    expect(posted[0]).toMatchObject({ token: 't'.repeat(43), newPassword: 'neues-passwort' });
    expect(screen.getByRole('link', { name: 'Zur Anmeldung' }).getAttribute('href')).toBe('/user/login');
  });

  it('answers a reset request the same way for every address', async () => {
    const action = answering((form) => ({ status: 'done', values: { email: String(form.get('email')) }, errors: {} }));
    render(
      <AccountTestProviders>
        <ForgotPasswordForm email="" minutes={10} action={action} />
      </AccountTestProviders>,
    );
    fireEvent.change(screen.getByLabelText('E-Mail-Adresse'), { target: { value: 'wer@example.test' } });
    submit('Link anfordern');
    expect(await screen.findByText(/Wenn es zu wer@example.test ein Konto gibt, ist ein Link unterwegs/)).toBeTruthy();
    expect(screen.getByText(/10 Minuten gültig/)).toBeTruthy();
  });
});
