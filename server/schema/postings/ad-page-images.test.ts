// A job_per_file ad is shown as its pages rendered to images (docs/architecture.md "PDF ads as page images"):
// rendered when the PDF is attached, or on the first view for older ads, and served with the PDF's own rules.
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { POST } from '../../../app/graphql/route';
import { files, pdfPageImages } from '../../db/schema';
import { gql, REGION, send, uploadRequest } from '../../graphql/testing';
import { findPublicAdPage } from '../../postings/ad-page-images';
import { simplePdf } from '../../seed/pdf';
import { multiPagePdf } from '../../storage/pdf-testing';
import { findPublicFile } from '../../storage/public-file';
import { getStorage } from '../../storage/process-storage';
import { as } from '../resolver-testing';
import { completeInput, review, save, submit, usePostingFixtures } from './posting-testing';

const state = usePostingFixtures();

type AdPage = { page: number; url: string; width: number; height: number };

async function uploadPdf(user: { id: string }, bytes: Uint8Array): Promise<string> {
  const result = await send(POST, uploadRequest({ name: 'anzeige.pdf', bytes }, await as(user)));
  return (result.json.data?.uploadFile as { id: string }).id;
}

/** A published job_per_file ad with this PDF; its id and the file's. */
async function publishedAd(title: string, pdf: Uint8Array) {
  const { fx } = state;
  const fileId = await uploadPdf(fx.recruiter, pdf);
  const saved = await save(
    await as(fx.recruiter),
    completeInput(title, { type: 'job_per_file', description: '', fileId }),
  );
  expect(saved.data.errors).toEqual([]);
  const id = saved.data.posting!.id;
  await submit(await as(fx.recruiter), id);
  await review(await as(fx.administrator), 'approve', id);
  return { id, fileId };
}

async function adPagesOf(id: string): Promise<AdPage[] | null> {
  const result = await gql(
    'query($id: ID!) { getJob(id: $id) { adPages { page url width height } } }',
    { id },
    await as(null),
  );
  return (result.json.data?.getJob as { adPages: AdPage[] | null }).adPages;
}

/** What the public file routes (/api/files/{id} and /api/files/{id}/{name}) would serve for a site, or null. */
async function served(url: string, regionId = REGION) {
  const [, , , id, name] = url.split('/');
  const file = name
    ? await findPublicAdPage(state.db, getStorage(), regionId, id, name)
    : await findPublicFile(state.db, getStorage(), regionId, id);
  return file && { mimeType: file.mimeType, bytes: new Uint8Array(await new Response(file.body).arrayBuffer()) };
}

describe('a PDF ad on its job page', () => {
  it('shows every page as an image anyone may load, next to the PDF’s download', async () => {
    const pdf = multiPagePdf([
      ['Pflegefachkraft (m/w/d)', 'Ihre Aufgaben'],
      ['Ihr Profil', 'Wir bieten'],
    ]);
    const { id, fileId } = await publishedAd('Pflegefachkraft (m/w/d)', pdf);
    const pages = await adPagesOf(id);
    expect(pages).toEqual([
      { page: 1, url: `/api/files/${fileId}/page-1.webp`, width: 1240, height: 1755 },
      { page: 2, url: `/api/files/${fileId}/page-2.webp`, width: 1240, height: 1755 },
    ]);
    const image = await served(pages![1].url);
    expect(image?.mimeType).toBe('image/webp');
    const size = await sharp(image!.bytes).metadata();
    expect([size.width, size.height]).toEqual([1240, 1755]);
    // The original stays downloadable: the posting made the upload a public job file.
    expect((await served(`/api/files/${fileId}`))?.mimeType).toBe('application/pdf');
  }, 60_000);

  it('serves no page another site asks for, nor a page the PDF does not have', async () => {
    const { id, fileId } = await publishedAd('Hauswirtschaft (m/w/d)', simplePdf('Hauswirtschaft', []));
    expect(await adPagesOf(id)).toHaveLength(1);
    expect(await served(`/api/files/${fileId}/page-1.webp`)).not.toBeNull();
    expect(await served(`/api/files/${fileId}/page-1.webp`, 'rosenheim')).toBeNull();
    expect(await served(`/api/files/${fileId}/page-2.webp`)).toBeNull();
    expect(await served(`/api/files/${fileId}/page-x.webp`)).toBeNull();
  }, 60_000);

  it('renders the pages of an ad published before the renderer on its first view', async () => {
    const { db } = state;
    const { id, fileId } = await publishedAd('Erzieher (m/w/d)', simplePdf('Erzieher', []));
    // As an ad attached before page images existed: no pages, never tried.
    await db.delete(pdfPageImages).where(eq(pdfPageImages.fileId, fileId));
    await db.update(files).set({ pageImages: null }).where(eq(files.id, fileId));
    const pages = await adPagesOf(id);
    expect(pages?.map((p) => p.page)).toEqual([1]);
    expect((await served(pages![0].url))?.mimeType).toBe('image/webp');
  }, 60_000);

  it('shows no pages for an ad the renderer gave up on, and does not try it again on every view', async () => {
    const { db } = state;
    const { id, fileId } = await publishedAd('Gärtner (m/w/d)', simplePdf('Gärtner', []));
    await db.delete(pdfPageImages).where(eq(pdfPageImages.fileId, fileId));
    await db.update(files).set({ pageImages: 'failed' }).where(eq(files.id, fileId));
    expect(await adPagesOf(id)).toEqual([]);
    expect(await db.select().from(pdfPageImages).where(eq(pdfPageImages.fileId, fileId))).toEqual([]);
  }, 60_000);

  it('is null for jobs that are no PDF ad', async () => {
    const { fx } = state;
    const saved = await save(await as(fx.recruiter), completeInput('Koch (m/w/d)'));
    const id = saved.data.posting!.id;
    await submit(await as(fx.recruiter), id);
    await review(await as(fx.administrator), 'approve', id);
    expect(await adPagesOf(id)).toBeNull();
  });
});
