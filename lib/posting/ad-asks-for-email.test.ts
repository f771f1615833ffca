import { describe, expect, it } from 'vitest';
import { adAsksForEmail } from './ad-asks-for-email';

describe('adAsksForEmail', () => {
  it.each([
    ['<p>Bewerbung bitte an jobs@beispiel.de</p>', true],
    ['<p>Schicken Sie uns Ihre Unterlagen per E-Mail.</p>', true],
    ['<p>Bewirb dich per Mail oder telefonisch.</p>', true],
    ['<p>Unterlagen via e-mail an die Personalabteilung</p>', true],
    ['<p>Wir freuen uns auf Ihre E-Mail-Bewerbung!</p>', true],
    ['<p><a href="mailto:personal@firma.de">Personalabteilung</a></p>', true],
    ['<p>Kontakt:&nbsp;bewerbung@müller-bau.de</p>', true],
    ['<p>Bewirb dich jetzt über das Formular.</p>', false],
    ['<p>Du pflegst E-Mail-Verteiler und Newsletter.</p>', false],
    ['<p>Kenntnisse in MS Office und E-Mail-Programmen</p>', false],
    ['<p>@Home-Office möglich</p>', false],
    ['', false],
    [null, false],
  ])('%s → %s', (html, expected) => {
    expect(adAsksForEmail(html)).toBe(expected);
  });
});
