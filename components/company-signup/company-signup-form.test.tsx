// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import messages from '@/messages/de.json';
import type { CompanySignupState } from '@/lib/company-signup/form-state';
import { CompanySignupForm } from './company-signup-form';

afterEach(cleanup);

const posted: Array<Record<string, FormDataEntryValue>> = [];
const answering =
  (state: (form: FormData) => CompanySignupState) =>
  async (_previous: CompanySignupState, form: FormData): Promise<CompanySignupState> => {
    posted.push(Object.fromEntries(form));
    return state(form);
  };
const typed = (form: FormData) => Object.fromEntries([...form].map(([k, v]) => [k, String(v)]));

function renderForm(mode: 'new' | 'account', action: ReturnType<typeof answering>) {
  render(
    <NextIntlClientProvider locale="de" timeZone="Europe/Berlin" messages={{ companySignup: messages.companySignup }}>
      <CompanySignupForm
        action={action}
        mode={mode}
        countries={[
          { code: 'DE', name: 'Deutschland' },
          { code: 'AT', name: 'Österreich' },
        ]}
        terms={{ siteName: 'Jobs im Saarland', termsHref: '/agb', privacyHref: '/datenschutz' }}
        passwordRule={{ min: 10, strong: false }}
        linkMinutes={60}
      />
    </NextIntlClientProvider>,
  );
}

describe('the employer sign-up form', () => {
  it('keeps what was typed and puts each German message next to its field', async () => {
    posted.length = 0;
    renderForm(
      'new',
      answering((form) => ({
        status: 'error',
        values: typed(form),
        errors: { zip: 'Bitte geben Sie die Postleitzahl ein.' },
        duplicateOf: null,
        sentTo: null,
      })),
    );
    fireEvent.change(screen.getByLabelText('Name des Unternehmens'), { target: { value: 'Bäckerei Müller' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Anmeldelink per E-Mail (ohne Passwort)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Unternehmen registrieren' }));
    const error = await screen.findByText('Bitte geben Sie die Postleitzahl ein.');
    expect(screen.getByLabelText('Postleitzahl').getAttribute('aria-describedby')).toBe(error.id);
    expect((screen.getByLabelText('Name des Unternehmens') as HTMLInputElement).value).toBe('Bäckerei Müller');
    expect(posted[0]).toMatchObject({
      mode: 'new',
      companyName: 'Bäckerei Müller',
      signInBy: 'link',
      countryCode: 'DE',
    });
  });

  it('shows the duplicate hint with the box that lets the person go on', async () => {
    renderForm(
      'new',
      answering((form) => ({
        status: 'error',
        values: typed(form),
        errors: {},
        duplicateOf: 'Bäckerei Müller GmbH',
        sentTo: null,
      })),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Unternehmen registrieren' }));
    expect(
      await screen.findByText(/Ein Unternehmen „Bäckerei Müller GmbH“ mit dieser Postleitzahl ist bereits registriert/),
    ).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: /trotzdem neu registrieren/ })).toBeTruthy();
  });

  it('asks a new employer to confirm the address once sent', async () => {
    renderForm(
      'new',
      answering(() => ({ status: 'sent', values: {}, errors: {}, duplicateOf: null, sentTo: 'chefin@firma.de' })),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Unternehmen registrieren' }));
    expect(await screen.findByRole('heading', { name: 'Bitte bestätigen Sie Ihre E-Mail-Adresse' })).toBeTruthy();
    expect(screen.getByText(/Wir haben eine E-Mail an chefin@firma.de geschickt/)).toBeTruthy();
  });

  it('shows a signed-in job seeker only the company part and "Als Arbeitgeber fortfahren"', () => {
    renderForm(
      'account',
      answering((form) => ({ status: 'error', values: typed(form), errors: {}, duplicateOf: null, sentTo: null })),
    );
    expect(screen.getByRole('button', { name: 'Als Arbeitgeber fortfahren' })).toBeTruthy();
    expect(screen.queryByLabelText('E-Mail-Adresse')).toBeNull();
    expect(screen.queryByLabelText('Passwort')).toBeNull();
  });
});
