// A blog post's teaser image (docs/product-decisions.md "Blog"): the editor's own upload, checked by its content and
// re-encoded like the employers' images (2:1, AVIF/WebP/JPEG sizes, no metadata), public once the post uses it; a
// picture too small, someone else's upload or a PDF is refused next to the field.
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import messages from '../../../messages/de.json';
import { files } from '../../db/schema';
import { SAMPLE_FILES, send, signToken, uploadRequest } from '../../graphql/testing';
import { BLOG_SITE, type BlogPerson, useBlogPeople } from './blog-testing';

const t = useBlogPeople();
const m = messages.blog.errors;

const SAVE = `mutation($input: BlogPostInput!) { saveBlogPost(input: $input) {
  post { id imageFileId image { url alt width height sources { type srcset } sizes } } errors { field message } } }`;

async function upload(who: BlogPerson, name: string, bytes: Uint8Array, type: string): Promise<string> {
  const { POST } = await import('../../../app/graphql/route');
  const result = await send(
    POST,
    uploadRequest({ name, bytes, type }, { token: await signToken(t.ids[who]), region: BLOG_SITE }),
  );
  return (result.json.data?.uploadFile as { id: string }).id;
}

const jpeg = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 26, g: 115, b: 181 } } })
    .jpeg()
    .withMetadata({ exif: { IFD0: { Copyright: 'Kamera' } } })
    .toBuffer();

const save = async (input: Record<string, unknown>) =>
  (await t.call('editor', SAVE, { input })).json.data?.saveBlogPost as {
    post: { imageFileId: string; image: Record<string, unknown> } | null;
    errors: Array<{ field: string; message: string }>;
  };

describe('teaser images', () => {
  it('re-encodes the editor’s upload in its sizes, with its alt text, and keeps it', async () => {
    const fileId = await upload('editor', 'chiemsee.jpg', await jpeg(1200, 800), 'image/jpeg');
    const saved = await save({ title: 'Mit Bild', imageFileId: fileId, imageAlt: 'Segelboote auf dem Chiemsee' });
    expect(saved.errors).toEqual([]);
    expect(saved.post?.image).toMatchObject({
      url: `/api/files/${fileId}`,
      alt: 'Segelboote auf dem Chiemsee',
      width: 1200,
      height: 600,
      sizes: '(max-width: 899px) 100vw, 800px',
    });
    const sources = saved.post?.image.sources as Array<{ type: string; srcset: string }>;
    expect(sources.map((s) => s.type)).toEqual(['image/avif', 'image/webp', 'image/jpeg']);
    expect(sources[1].srcset).toContain(`/api/files/${fileId}/800.webp 800w`);
    const [row] = await t.db.select().from(files).where(eq(files.id, fileId));
    expect(row).toMatchObject({ purpose: 'blog_image', mimeType: 'image/jpeg' });
    expect(row.permanentAt).not.toBeNull();
  });

  it.each([
    ['a picture too small', () => jpeg(600, 300), 'editor', 'image/jpeg', 'Das Bild ist 600 × 300 Pixel groß'],
    ['someone else’s upload', () => jpeg(1200, 800), 'seeker', 'image/jpeg', m.image],
    ['a PDF', async () => Buffer.from(SAMPLE_FILES.pdf), 'editor', 'application/pdf', m.image],
  ] as const)('refuses %s next to the field', async (_name, bytes, who, type, message) => {
    const name = type === 'application/pdf' ? 'bild.pdf' : 'bild.jpg';
    const fileId = await upload(who, name, await bytes(), type);
    const saved = await save({ title: 'Mit falschem Bild', imageFileId: fileId });
    expect(saved.post).toBeNull();
    expect(saved.errors).toHaveLength(1);
    expect(saved.errors[0]).toMatchObject({ field: 'imageFileId' });
    expect(saved.errors[0].message).toContain(message);
  });
});
