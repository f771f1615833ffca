import { expect, test } from './fixtures';
import { PORT, siteUrl } from './helpers';
import { waitForMail } from './mail-catcher';
import { parseMail } from '../server/mail/testing';
import { signIn } from './posting-helpers';

test('saves a search as a job alert from the listing, confirmed by the mailed link’s button (double opt-in)', async ({
  page,
}) => {
  const email = `suchauftrag-${Date.now().toString(36)}@beispiel.de`;
  await page.goto(siteUrl('rosenheim', '/jobs/teilzeit?search=Pflege'));
  const alert = page.getByRole('region', { name: 'Neue Jobs zu dieser Suche per E-Mail' });
  await alert.getByLabel('E-Mail-Adresse').fill(email);
  await alert.getByLabel('Wie oft?').selectOption('weekly');
  await alert.getByRole('button', { name: 'Suchauftrag anlegen' }).click();
  await expect(alert.getByRole('status')).toContainText(`an ${email} geschickt`);

  const mail = parseMail((await waitForMail(email)).raw);
  expect(mail.subject).toMatch(/^Bitte bestätigen: Dein Suchauftrag auf /);
  expect(mail.text).toContain('„Pflege“ mit 1 Filter');
  const link = new URL(/http:\/\/\S+\/user\/suchauftrag\/bestaetigen\?token=\S+/.exec(mail.text)![0]);
  expect(link.host).toBe(`rosenheim.localhost:${PORT}`);

  // Opening the link (as a mail scanner would) confirms nothing; the button does.
  await page.goto(link.toString());
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Suchauftrag bestätigen');
  await page.getByRole('button', { name: 'Ja, Suchauftrag bestätigen' }).click();
  await expect(page.getByRole('status')).toContainText(
    'Dein Suchauftrag ist aktiv. Du bekommst neue passende Jobs wöchentlich per E-Mail.',
  );

  // Opened again, the link says the alert is on; from there, as from the mail, it can be cancelled.
  const unsubscribe = /http:\/\/\S+\/user\/suchauftrag\/abmelden\?token=\S+/.exec(mail.text)![0];
  await page.goto(link.toString());
  await expect(page.getByRole('status')).toHaveText(
    'Dein Suchauftrag ist schon bestätigt und aktiv: „Pflege“ mit 1 Filter',
  );
  const cancel = page.getByRole('link', { name: 'Suchauftrag abbestellen' });
  await expect(cancel).toHaveAttribute('href', new URL(unsubscribe).pathname + new URL(unsubscribe).search);
  await cancel.click();
  await page.getByRole('button', { name: 'Suchauftrag abbestellen' }).click();
  await expect(page.getByRole('status')).toHaveText('Erledigt: Du bekommst zu dieser Suche keine E-Mails mehr.');
  // Cancelled: the confirm link names nothing any more.
  await page.goto(link.toString());
  await expect(page.getByText('Dieser Link ist ungültig oder abgelaufen.')).toBeVisible();
});

test('an alert saved from a state search keeps the state: the mail and the confirm page name it', async ({ page }) => {
  const email = `bundesland-${Date.now().toString(36)}@beispiel.de`;
  await page.goto(
    siteUrl(
      'franken',
      '/jobs?geo_location=Bayern&administrative_area_level_1=Bayern&locationType=administrative_area_level_1',
    ),
  );
  const alert = page.getByRole('region', { name: 'Neue Jobs zu dieser Suche per E-Mail' });
  await alert.getByLabel('E-Mail-Adresse').fill(email);
  await alert.getByRole('button', { name: 'Suchauftrag anlegen' }).click();
  await expect(alert.getByRole('status')).toContainText(`an ${email} geschickt`);

  const mail = parseMail((await waitForMail(email)).raw);
  expect(mail.text).toContain('du möchtest neue Jobs zu dieser Suche per E-Mail bekommen: in Bayern');
  const link = new URL(/http:\/\/\S+\/user\/suchauftrag\/bestaetigen\?token=\S+/.exec(mail.text)![0]);
  await page.goto(link.toString());
  await expect(
    page.getByText('Bestätige, dass wir dir neue Jobs zu dieser Suche schicken dürfen: in Bayern'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Ja, Suchauftrag bestätigen' }).click();
  await expect(page.getByRole('status')).toContainText('Dein Suchauftrag ist aktiv.');
});

test('signed in, the alert form has the account’s address and the alert is on at once', async ({ page }) => {
  const email = 'bewerber@rosenheim.demo.example';
  await signIn(page, 'rosenheim', email, '/jobs?search=Lager');
  const alert = page.getByRole('region', { name: 'Neue Jobs zu dieser Suche per E-Mail' });
  await alert.scrollIntoViewIfNeeded();
  await expect(alert.getByLabel('E-Mail-Adresse')).toHaveValue(email);
  await expect(alert.getByText('Das ist die Adresse deines Kontos')).toBeVisible();
  await alert.getByRole('button', { name: 'Suchauftrag anlegen' }).click();
  await expect(alert.getByRole('status')).toContainText('Dein Suchauftrag ist aktiv');
  await alert.getByRole('link', { name: 'Meine Suchaufträge' }).click();
  await expect(page.getByText('„Lager“').first()).toBeVisible();
});
