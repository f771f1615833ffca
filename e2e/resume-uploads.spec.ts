import { expect, test } from './fixtures';
import { PDFDocument } from '@cantoo/pdf-lib';
import sharp from 'sharp';
import { siteUrl } from './helpers';
import { signIn } from './posting-helpers';
import { layoutBlocks } from '../bench/cv-import/cv-layouts';
import { makePersona } from '../bench/cv-import/cv-personas';
import { renderPdf } from '../bench/cv-import/render-pdf';

/**
 * The resume's uploads are plain multipart forms to route handlers: a 2.4 MB CV with a photo and an 8.8 MB
 * phone photo must arrive (the proxy answered everything over 1 MB with a bare "Anfrage zu groß" page), and a
 * file over the bound comes back as the German error on the form, the wizard intact. Files are made here.
 */
const REGION = 'franken';
const SEEKER = `bewerber@${REGION}.demo.example`;
const MB = 1024 * 1024;

/** A photo-like JPEG (noise compresses badly, as photos do) of at least `bytes`. */
async function noiseJpeg(bytes: number): Promise<Buffer> {
  for (let side = 800; ; side += 200) {
    const image = await sharp({
      create: {
        width: side,
        height: side,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 60 },
      },
    })
      .jpeg({ quality: 92 })
      .toBuffer();
    if (image.length >= bytes) return image;
  }
}

/** A valid JPEG padded after its end marker to `size` bytes (decoders stop at the marker). */
async function phonePhoto(size: number): Promise<Buffer> {
  const image = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#7a9cc6' } })
    .jpeg()
    .toBuffer();
  return Buffer.concat([image, Buffer.alloc(size - image.length)]);
}

test('a 2.4 MB CV with a photo is read; one over 10 MB gets the German error on the import step', async ({ page }) => {
  test.setTimeout(180_000);
  const cv = makePersona(7);
  const pdf = await PDFDocument.load(await renderPdf(layoutBlocks('tabular', cv, 0, 0)));
  const photo = await pdf.embedJpg(await noiseJpeg(2.3 * MB));
  pdf.getPage(0).drawImage(photo, { x: 470, y: 700, width: 90, height: 90 });
  const withPhoto = Buffer.from(await pdf.save());
  expect(withPhoto.length).toBeGreaterThan(2.3 * MB);
  expect(withPhoto.length).toBeLessThan(3 * MB);

  await signIn(page, REGION, SEEKER, '/lebenslauf/wizard/import');
  const field = page.getByLabel('Lebenslauf (PDF oder DOCX)');
  await field.setInputFiles({ name: 'Lebenslauf mit Foto.pdf', mimeType: 'application/pdf', buffer: withPhoto });
  await page.getByRole('button', { name: 'Lebenslauf einlesen' }).click();
  await expect(page.getByRole('heading', { name: 'Bitte prüfe die gefundenen Angaben' })).toBeVisible();
  await expect(page.getByLabel('Vorname')).toHaveValue(cv.firstName);

  await page.goto(siteUrl(REGION, '/lebenslauf/wizard/import'));
  const tooLarge = Buffer.concat([withPhoto, Buffer.alloc(11 * MB)]);
  await field.setInputFiles({ name: 'Riesig.pdf', mimeType: 'application/pdf', buffer: tooLarge });
  await page.getByRole('button', { name: 'Lebenslauf einlesen' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Die Datei ist zu groß' })).toHaveText(
    'Die Datei ist zu groß: Für den Import sind höchstens 10 MB erlaubt.',
  );
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('heading', { level: 1, name: 'Lebenslauf importieren' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: /Schritte/ })).toBeVisible();
});

test('an 8.8 MB phone photo is saved; one over 20 MB gets the German error on the photo form', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, REGION, SEEKER, '/lebenslauf/edit/personal-info');
  const field = page.getByLabel(/^Foto hochladen \(/);
  await field.setInputFiles({ name: 'IMG_2041.jpg', mimeType: 'image/jpeg', buffer: await phonePhoto(8.8 * MB) });
  await page.getByRole('button', { name: 'Foto hochladen', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Foto' })).toHaveText('Dein Foto ist gespeichert.');
  await expect(page.getByRole('img', { name: 'Dein Foto' })).toBeVisible();

  await field.setInputFiles({ name: 'IMG_2042.jpg', mimeType: 'image/jpeg', buffer: await phonePhoto(21 * MB) });
  await page.getByRole('button', { name: 'Foto hochladen', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Das Foto ist zu groß' })).toContainText('höchstens 20 MB');
  await expect(page.getByRole('heading', { name: 'Foto' })).toBeVisible();
});
