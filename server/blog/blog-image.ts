import { eq } from 'drizzle-orm';
import messages from '../../messages/de.json';
import type { Db } from '../db/client';
import { files } from '../db/schema';
import type { FieldError } from '../forms/form-fields';
import { IMAGE_RULES } from '../images/image-rules';
import { prepareImage } from '../images/prepare-image';
import { ImageRefusedError } from '../images/process-image';
import { fill } from '../mail/template';
import type { FileStorage } from '../storage/storage';

const m = messages.blog.errors;

function refusal(error: ImageRefusedError): string {
  if (error.reason === 'tooSmall') {
    const { minWidth, minHeight } = IMAGE_RULES.blogTeaser;
    return fill(m.imageTooSmall, {
      minWidth,
      minHeight,
      width: error.detail.width ?? 0,
      height: error.detail.height ?? 0,
    });
  }
  return error.reason === 'tooLarge' ? m.imageTooLarge : m.image;
}

/**
 * A teaser image a post is saved with: the post's own image, or an upload of the editor on this site that is an image.
 * A new one is checked by its content and re-encoded like the employers' images (prepareImage: 2:1, srcset sizes, no
 * EXIF) and becomes a public blog image; its alt text is stored with the file. Null when accepted, else the field's
 * German error.
 */
export async function acceptTeaserImage(
  db: Db,
  storage: FileStorage,
  image: { fileId: string; alt: string | null; currentFileId: string | null; editorId: string; regionId: string },
): Promise<FieldError | null> {
  const refused = (message: string): FieldError => ({ field: 'imageFileId', message });
  const [file] = await db.select().from(files).where(eq(files.id, image.fileId)).limit(1);
  const own = image.fileId === image.currentFileId || file?.ownerId === image.editorId;
  if (!file || file.regionId !== image.regionId || !own || !file.mimeType.startsWith('image/')) return refused(m.image);
  try {
    await prepareImage(db, storage, image.fileId, 'blogTeaser');
  } catch (error) {
    if (!(error instanceof ImageRefusedError)) throw error;
    return refused(refusal(error));
  }
  await db.update(files).set({ alt: image.alt }).where(eq(files.id, image.fileId));
  return null;
}
