import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { CloseIcon, SearchIcon } from '@/components/icons/ui-icons';
import styles from './job-search-form.module.scss';

const SHEET_ID = 'jobsuche';

type Props = {
  /** The words and the place searched for, as the bar shows them. */
  search: string;
  place: string;
  radius: number | null;
  children: ReactNode;
};

/**
 * Phones (below 900 px) show the search as one bar, "Was · Wo" with the current words and place; it opens the
 * full form as a sheet: a popover, so opening (Enter), focus moving in, Escape, a tap beside it and focus going
 * back to the bar are the browser's, without script (docs/product-decisions.md "Design, second pass"). Wider screens, and
 * browsers without popovers or without script, show the form in place as before.
 */
export async function JobSearchSheet({ search, place, radius, children }: Props) {
  const t = await getTranslations('search');
  return (
    <div className={styles.search}>
      <button type="button" className={styles.bar} popoverTarget={SHEET_ID}>
        <SearchIcon />
        <span className={styles.barText}>
          <span className={search ? styles.barWhat : styles.barEmpty}>{search || t('barWhat')}</span>
          <span className={styles.barWhere}>
            {place ? (radius ? t('barWhere', { place, km: radius }) : place) : t('anyPlace')}
          </span>
        </span>
        <span className="visually-hidden"> – {t('barChange')}</span>
      </button>
      <div id={SHEET_ID} popover="auto" className={styles.sheet}>
        <div className={styles.sheetHead}>
          <p className={styles.sheetTitle}>{t('sheetTitle')}</p>
          {/* The sheet's first control takes focus when it opens (the popover's autofocus, no script); it is hidden
              at page load on every screen, so the page itself never jumps to it. */}
          <button
            type="button"
            autoFocus
            className={styles.close}
            popoverTarget={SHEET_ID}
            popoverTargetAction="hide"
            aria-label={t('close')}
          >
            <CloseIcon />
          </button>
        </div>
        {children}
      </div>
    </div>
  );
}
