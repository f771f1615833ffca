import { describe, expect, it } from 'vitest';
import messages from '@/messages/de.json';
import { accountFormSchemas } from './account-forms';
import { readAlertNotice } from './alert-notices';

const schemas = accountFormSchemas(messages.account.errors);
const firstError = (result: {
  success: boolean;
  error?: { issues: Array<{ path: PropertyKey[]; message: string }> };
}) =>
  result.success ? null : { field: String(result.error!.issues[0].path[0]), message: result.error!.issues[0].message };

describe('the account forms’ rules (German message by the field)', () => {
  it.each([
    [
      { hasPassword: true, currentPassword: '', newPassword: 'neues-passwort', repeatPassword: 'neues-passwort' },
      { field: 'currentPassword', message: 'Bitte gib dein aktuelles Passwort ein.' },
    ],
    [
      { hasPassword: false, currentPassword: '', newPassword: 'neues-passwort', repeatPassword: 'neues-passwort' },
      null,
    ],
    [
      { hasPassword: true, currentPassword: 'alt', newPassword: 'kurz', repeatPassword: 'kurz' },
      { field: 'newPassword', message: 'Das Passwort muss mindestens 10 Zeichen lang sein.' },
    ],
    [
      { hasPassword: true, currentPassword: 'alt', newPassword: '          ', repeatPassword: '          ' },
      { field: 'newPassword', message: 'Das Passwort muss mindestens 10 Zeichen lang sein.' },
    ],
    [
      { hasPassword: true, currentPassword: 'alt', newPassword: 'x'.repeat(201), repeatPassword: 'x'.repeat(201) },
      { field: 'newPassword', message: 'Das Passwort darf höchstens 200 Zeichen lang sein.' },
    ],
    [
      { hasPassword: true, currentPassword: 'alt', newPassword: 'neues-passwort', repeatPassword: 'neues-passwortt' },
      { field: 'repeatPassword', message: 'Die beiden Passwörter stimmen nicht überein.' },
    ],
  ])('password change %j → %j', (input, expected) => {
    expect(firstError(schemas.change.safeParse(input))).toEqual(expected);
  });

  it.each([
    [{ email: ' jana@müller.de ' }, null],
    [{ email: 'jana' }, { field: 'email', message: 'Bitte gib eine gültige E-Mail-Adresse ein.' }],
    [{ email: `${'a'.repeat(250)}@x.de` }, { field: 'email', message: 'Bitte gib eine gültige E-Mail-Adresse ein.' }],
  ])('e-mail %j → %j', (input, expected) => {
    expect(firstError(schemas.email.safeParse(input))).toEqual(expected);
  });

  it.each([
    [{ firstName: 'Jana', lastName: '', displayName: '' }, null],
    [
      { firstName: 'Jana', lastName: '<script>', displayName: '' },
      { field: 'lastName', message: 'Bitte ohne spitze Klammern und Steuerzeichen.' },
    ],
    [
      { firstName: 'x'.repeat(101), lastName: '', displayName: '' },
      { field: 'firstName', message: 'Bitte höchstens 100 Zeichen.' },
    ],
  ])('names %j → %j', (input, expected) => {
    expect(firstError(schemas.name.safeParse(input))).toEqual(expected);
  });

  it.each([
    [{ id: '6f1c1b8e-3f57-4b8a-9d55-6d2a8f0e7a11', label: 'Pflege', interval: 'WEEKLY' }, null],
    [
      { id: '6f1c1b8e-3f57-4b8a-9d55-6d2a8f0e7a11', label: '  ', interval: 'WEEKLY' },
      { field: 'label', message: 'Bitte gib dem Suchauftrag einen Namen.' },
    ],
    [
      { id: '6f1c1b8e-3f57-4b8a-9d55-6d2a8f0e7a11', label: 'Pflege', interval: 'NONE' },
      { field: 'interval', message: 'Bitte wähle, wie oft du E-Mails bekommen möchtest.' },
    ],
  ])('alert %j → %j', (input, expected) => {
    expect(firstError(schemas.alert.safeParse(input))).toEqual(expected);
  });

  it('reads only known notices from the alerts page’s query', () => {
    expect(readAlertNotice('paused')).toBe('paused');
    expect(readAlertNotice('<script>')).toBeNull();
    expect(readAlertNotice(undefined)).toBeNull();
  });
});
