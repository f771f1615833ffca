import { getTranslations } from 'next-intl/server';
import type { FileDropZoneTexts } from './file-drop-zone';

/** The drop zone's words (`fileDrop` in messages/de.json), for one file or several. */
export async function fileDropTexts(multiple: boolean): Promise<FileDropZoneTexts> {
  const t = await getTranslations('fileDrop');
  return { prompt: t(multiple ? 'prompt' : 'promptOne'), remove: t.raw('remove'), removeShort: t('removeShort') };
}
