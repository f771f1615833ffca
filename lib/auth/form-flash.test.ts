import { describe, expect, it } from 'vitest';
import { encodeFormFlash, formFlashCookie, readFormFlash } from './form-flash';

describe('form flash (what a form posted without script hands back to its page)', () => {
  it('reads back what was written, fields left out as empty', () => {
    const value = encodeFormFlash({ form: 'register', email: 'a@beispiel.de', fieldErrors: { name: 'nameRequired' } });
    expect(readFormFlash(value)).toEqual({
      form: 'register',
      email: 'a@beispiel.de',
      name: '',
      terms: false,
      sent: false,
      fieldErrors: { name: 'nameRequired' },
    });
  });

  it.each([
    ['nothing', undefined],
    ['not base64 JSON', '%%%'],
    ['JSON of another shape', Buffer.from('[1,2]').toString('base64url')],
    ['an unknown form', Buffer.from(JSON.stringify({ form: 'admin' })).toString('base64url')],
    ['too long', 'a'.repeat(5000)],
  ])('ignores a cookie with %s', (_case, value) => {
    expect(readFormFlash(value)).toBeNull();
  });

  it('drops field errors without a German message and a password that was never meant to be there', () => {
    const forged = Buffer.from(
      JSON.stringify({ form: 'password', email: 'x@beispiel.de', password: 'geheim', fieldErrors: { email: '<b>' } }),
    ).toString('base64url');
    const flash = readFormFlash(forged);
    expect(flash).toMatchObject({ form: 'password', email: 'x@beispiel.de', fieldErrors: {} });
    expect(flash).not.toHaveProperty('password');
  });

  it('is a short-lived cookie for the auth pages only, hidden from scripts', () => {
    const cookie = formFlashCookie({ form: 'link', email: 'a@beispiel.de' }, true);
    expect(cookie).toMatch(/^auth-form=[A-Za-z0-9_-]+; /);
    expect(cookie).toContain('Path=/user; Max-Age=60; HttpOnly; SameSite=Lax; Secure');
    expect(formFlashCookie({ form: 'link' }, false)).not.toContain('Secure');
  });
});
