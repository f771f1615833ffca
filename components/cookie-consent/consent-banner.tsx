'use client';

import { useEffect, useRef } from 'react';
import type { CookieConsentTexts } from './consent-texts';
import styles from './cookie-consent.module.scss';

type Props = {
  texts: CookieConsentTexts;
  onAcceptAll: () => void;
  onReject: () => void;
  onSettings: () => void;
};

/**
 * The banner (docs/product-decisions.md "Consent and analytics"): a labelled region fixed to the bottom of the window,
 * the three choices side by side in one style, none preselected or stressed. It takes no focus and covers nothing for
 * good: the page gets room below its end and focus scrolls clear of it.
 */
export function ConsentBanner({ texts, onAcceptAll, onReject, onSettings }: Props) {
  const region = useRef<HTMLElement>(null);
  useEffect(() => {
    const element = region.current;
    if (!element) return;
    const root = document.documentElement;
    const fit = () => {
      const height = `${element.offsetHeight}px`;
      document.body.style.paddingBottom = height;
      root.style.scrollPaddingBottom = height;
    };
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(element);
    return () => {
      observer.disconnect();
      document.body.style.paddingBottom = '';
      root.style.scrollPaddingBottom = '';
    };
  }, []);
  const { banner } = texts;
  return (
    <section ref={region} className={styles.banner} aria-labelledby="cookie-banner-title">
      <div className={styles.bannerInner}>
        <div>
          <h2 id="cookie-banner-title" className={styles.bannerTitle}>
            {banner.title}
          </h2>
          <p className={styles.bannerText}>
            {banner.text} <a href={texts.privacyHref}>{banner.privacy}</a>
          </p>
        </div>
        <div className={styles.choices}>
          <button type="button" className={`button ${styles.choice}`} onClick={onAcceptAll}>
            {banner.acceptAll}
          </button>
          <button type="button" className={`button ${styles.choice}`} onClick={onReject}>
            {banner.reject}
          </button>
          <button type="button" className={`button ${styles.choice}`} onClick={onSettings}>
            {banner.settings}
          </button>
        </div>
      </div>
    </section>
  );
}
