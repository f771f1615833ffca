import { expect, test } from './fixtures';
import { jobWithApplicationForm } from './helpers';
import { waitForMail, waitForMailWhere } from './mail-catcher';
import { parseMail } from '../server/mail/testing';
import { SAMPLE_DOCM, SAMPLE_DOCX } from '../server/storage/zip-testing';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

for (const region of ['franken', 'rosenheim']) {
  test(`on ${region}: an anonymous visitor applies with a PDF; errors keep the input; the employer gets the mail with the attachment`, async ({
    page,
    request,
  }) => {
    const path = await jobWithApplicationForm(page, request, region);
    const title = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
    const email = `bewerberin-${region}-${Date.now().toString(36)}@beispiel.de`;
    const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Bewerbung absenden' }) });

    // A file whose content is not what its name says: refused with a German message, the typed text kept.
    await form.getByLabel('Vorname').fill('Lena');
    await form.getByLabel('Nachname').fill('Maier');
    await form.getByLabel('E-Mail-Adresse').fill(email);
    await form.getByLabel(/^Anschreiben/).fill('Ich freue mich auf die Aufgabe.');
    for (const yes of await form.getByRole('radio', { name: 'Ja' }).all()) await yes.check();
    await form
      .getByLabel(/^Lebenslauf und weitere Unterlagen/)
      .setInputFiles({ name: 'Lebenslauf.pdf', mimeType: 'application/pdf', buffer: Buffer.from('Das ist kein PDF.') });
    await form.getByRole('button', { name: 'Bewerbung absenden' }).click();
    await expect(page.locator('#apply-errors')).toContainText(
      'Die Datei „Lebenslauf.pdf“ ist keine PDF-, Word- (DOCX), JPG-, PNG- oder WebP-Datei.',
    );
    await expect(page).toHaveURL(new RegExp(`${path}\\?entwurf=`));
    await expect(form.getByLabel('Vorname')).toHaveValue('Lena');
    await expect(form.getByLabel('E-Mail-Adresse')).toHaveValue(email);
    await expect(form.getByLabel(/^Anschreiben/)).toHaveValue('Ich freue mich auf die Aufgabe.');

    // The real PDF: sent.
    await form
      .getByLabel(/^Lebenslauf und weitere Unterlagen/)
      .setInputFiles({ name: 'Lebenslauf Lena Maier.pdf', mimeType: 'application/pdf', buffer: PDF });
    await form.getByRole('button', { name: 'Bewerbung absenden' }).click();
    await expect(page.getByRole('status')).toContainText('Vielen Dank für deine Bewerbung!');

    // Found by its Reply-To (this applicant's own address): other tests apply to the same job under the same name.
    const toEmployer = await waitForMailWhere(
      (mail) => (parseMail(mail.raw).headers['reply-to'] ?? '').includes(email),
      'to the employer',
    );
    expect(parseMail(toEmployer.raw).subject).toBe(`Neue Bewerbung: ${title} – Lena Maier`);
    expect(toEmployer.raw).toMatch(/filename\*?=.*Lebenslauf/);
    expect(toEmployer.raw.replace(/\r?\n/g, '')).toContain(PDF.toString('base64').slice(0, 40));
    expect(parseMail((await waitForMail(email)).raw).subject).toBe(`Deine Bewerbung: ${title}`);
  });
}

const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

for (const region of ['franken', 'rosenheim']) {
  test(`on ${region}: a Word CV (.docx) is taken, one with macros (.docm) refused, as the hint by the field says`, async ({
    page,
    request,
  }) => {
    await jobWithApplicationForm(page, request, region);
    const email = `word-${region}-${Date.now().toString(36)}@beispiel.de`;
    const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Bewerbung absenden' }) });
    const files = form.getByLabel(/^Lebenslauf und weitere Unterlagen/);
    await expect(files).toHaveAccessibleDescription(/^PDF oder Word \(DOCX\).*höchstens 50 MB\.$/);

    await form.getByLabel('Vorname').fill('Jonas');
    await form.getByLabel('Nachname').fill('Wagner');
    await form.getByLabel('E-Mail-Adresse').fill(email);
    await form.getByLabel(/^Anschreiben/).fill('Anbei mein Lebenslauf als Word-Datei.');
    for (const yes of await form.getByRole('radio', { name: 'Ja' }).all()) await yes.check();
    await files.setInputFiles({ name: 'Lebenslauf.docm', mimeType: 'application/octet-stream', buffer: SAMPLE_DOCM });
    await form.getByRole('button', { name: 'Bewerbung absenden' }).click();
    await expect(page.locator('#apply-errors')).toContainText(
      'Die Datei „Lebenslauf.docm“ ist ein Word-Dokument mit Makros (DOCM). Bitte speichere sie als DOCX oder PDF.',
    );

    await files.setInputFiles({ name: 'Lebenslauf Jonas Wagner.docx', mimeType: DOCX_TYPE, buffer: SAMPLE_DOCX });
    await form.getByRole('button', { name: 'Bewerbung absenden' }).click();
    await expect(page.getByRole('status')).toContainText('Vielen Dank für deine Bewerbung!');

    const toEmployer = await waitForMailWhere(
      (mail) => (parseMail(mail.raw).headers['reply-to'] ?? '').includes(email),
      'to the employer',
    );
    const raw = toEmployer.raw.replace(/\r?\n[ \t]*/g, ' ');
    expect(raw).toContain(`Content-Type: ${DOCX_TYPE}`);
    expect(raw).toMatch(/filename\*?=.*Lebenslauf/);
    expect(toEmployer.raw.replace(/\r?\n/g, '')).toContain(SAMPLE_DOCX.toString('base64').slice(0, 40));
  });
}
