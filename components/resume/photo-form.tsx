import { getTranslations } from 'next-intl/server';
import type { Region } from '@/regions/build-region';
import type { PhotoPostOutcome } from '@/lib/data/resume-photo';
import { cleanLink } from '@/lib/routing/links';
import { FileDropZone } from '@/components/forms/file-drop-zone';
import { fileDropTexts } from '@/components/forms/file-drop-texts';
import styles from './resume.module.scss';

const OUTCOMES = new Set<PhotoPostOutcome>([
  'saved',
  'removed',
  'missing',
  'notImage',
  'tooSmall',
  'tooLarge',
  'rejected',
  'rateLimited',
]);
const isOutcome = (value: string): value is PhotoPostOutcome => OUTCOMES.has(value as PhotoPostOutcome);

/**
 * The photo of docs/product.md §3 personal_info, uploaded on its own: a plain multipart form to /lebenslauf/foto (no
 * script needed), the outcome (?foto=…) said above it, the current photo served privately to its owner.
 */
export async function PhotoForm({
  region,
  photoFileId,
  outcome,
}: {
  region: Region;
  photoFileId: string | null;
  outcome: string;
}) {
  const t = await getTranslations('resume.photo');
  const action = cleanLink('internal:/resume/foto', region);
  const good = outcome === 'saved' || outcome === 'removed';
  return (
    <section id="foto" tabIndex={-1} aria-labelledby="resume-photo-heading" className={styles.section}>
      <h2 id="resume-photo-heading">{t('heading')}</h2>
      {isOutcome(outcome) && (
        <p className={good ? styles.notice : styles.problems} role={good ? 'status' : 'alert'}>
          {t(`outcome.${outcome}`)}
        </p>
      )}
      {photoFileId ? (
        // The photo's id changes with every upload, so the browser never shows an old one.
        <img src={`${action}?v=${photoFileId}`} alt={t('alt')} width={160} height={160} />
      ) : (
        <p className={styles.muted}>{t('none')}</p>
      )}
      <form action={action} method="post" encType="multipart/form-data">
        <div>
          <label htmlFor="resume-photo">{t('label')}</label>
          <FileDropZone
            id="resume-photo"
            name="photo"
            accept="image/jpeg,image/png,image/webp"
            describedBy="resume-photo-hint"
            texts={await fileDropTexts(false)}
          />
          <p id="resume-photo-hint" className={styles.muted}>
            {t('hint')}
          </p>
        </div>
        <div className={styles.actions}>
          <button type="submit" name="intent" value="upload" className="button">
            {t('upload')}
          </button>
          {photoFileId && (
            <button type="submit" name="intent" value="remove" className="button button-secondary">
              {t('remove')}
            </button>
          )}
        </div>
      </form>
    </section>
  );
}
