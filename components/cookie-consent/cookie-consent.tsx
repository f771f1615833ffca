'use client';

import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { isCurrentRecord, type ConsentChoice, type ConsentRecord } from '@/lib/contract';
import type { AnalyticsClientConfig } from '@/lib/analytics/client-config';
import { grantsAny, newConsentRecord, withdraws } from '@/lib/analytics/consent-choice';
import { randomToken, readConsentRecord, safeStorage, writeConsentRecord } from '@/lib/analytics/consent-storage';
import type { AnalyticsRuntime } from '@/lib/analytics/runtime';
import { markChoiceMissing } from '@/lib/analytics/choice-check';
import { COOKIE_SETTINGS_FRAGMENT } from '@/lib/analytics/settings-link';
import { TRACK_EVENT, type TrackDetail } from '@/lib/analytics/track';
import { clearAnalyticsTraces } from '@/lib/analytics/traces';
import { ConsentBanner } from './consent-banner';
import type { CookieConsentTexts } from './consent-texts';

// Loaded only when needed, so a page's first load carries the banner alone (docs/quality.md first-load budget).
const ConsentSettings = lazy(() => import('./consent-settings'));
const loadRuntime = () => import('@/lib/analytics/runtime');
const loadExternal = () => import('@/lib/analytics/tcf-consent');

type Props = { config: AnalyticsClientConfig; texts: CookieConsentTexts };

/**
 * The cookie consent of a site (docs/product.md §1, §4): reads the visitor's choice from this browser, shows the
 * banner while there is none (or it ran out, or the banner's version changed), opens the settings from the footer,
 * and loads the analytics code only for a choice that grants something. Withdrawing reloads the page after the
 * analytics cookies are deleted. The server renders the banner hidden, the same for every visitor; the page's choice
 * check shows it before the first paint where no choice is stored. Without script nothing shows and nothing loads.
 */
export function CookieConsent({ config, texts }: Props) {
  // Rendered on the server for our own banner and shown by the page's choice check (lib/analytics/choice-check.ts).
  const [banner, setBanner] = useState(!config.cmp);
  const [settings, setSettings] = useState(false);
  // The choice in force: a ref for the decisions in handlers, state for what the settings show.
  const current = useRef<ConsentRecord | null>(null);
  const [chosen, setChosen] = useState<ConsentRecord | null>(null);
  const runtime = useRef<Promise<AnalyticsRuntime> | null>(null);

  const adopt = useCallback(
    (record: ConsentRecord) => {
      if (withdraws(current.current, record)) {
        clearAnalyticsTraces(document, safeStorage());
        window.location.reload();
        return;
      }
      current.current = record;
      setChosen(record);
      if (!grantsAny(record)) return;
      if (runtime.current) void runtime.current.then((r) => r.grant(record));
      else runtime.current = loadRuntime().then((m) => m.startAnalytics(config, record));
    },
    [config],
  );

  useEffect(() => {
    if (config.cmp) {
      void loadExternal().then((m) => m.connectExternalConsent(config, adopt));
      return;
    }
    const stored = readConsentRecord();
    // An expired choice, or one of an older banner version, asks again; a current one needs no banner.
    if (!stored || !isCurrentRecord(stored, config.consent, Date.now())) {
      markChoiceMissing(true);
      return;
    }
    markChoiceMissing(false);
    setBanner(false);
    adopt(stored);
  }, [config, adopt]);

  // Islands report their events (lib/analytics/track.ts); they are sent only once the analytics code runs.
  useEffect(() => {
    const forward = (event: Event) => {
      const { detail } = event as CustomEvent<TrackDetail>;
      void runtime.current?.then((r) => r.track(detail));
    };
    window.addEventListener(TRACK_EVENT, forward);
    return () => window.removeEventListener(TRACK_EVENT, forward);
  }, []);

  // The footer's "Cookie-Einstellungen" opens the settings instead of following the link.
  useEffect(() => {
    const open = (click: MouseEvent) => {
      const link = click.target instanceof Element ? click.target.closest('a[href]') : null;
      if (!link?.getAttribute('href')?.endsWith(`#${COOKIE_SETTINGS_FRAGMENT}`)) return;
      click.preventDefault();
      if (config.cmp) void loadExternal().then((m) => m.openExternalSettings(config));
      else setSettings(true);
    };
    document.addEventListener('click', open, true);
    return () => document.removeEventListener('click', open, true);
  }, [config]);

  const choose = (choice: ConsentChoice) => {
    const record = newConsentRecord(choice, config.consent, randomToken(), new Date());
    writeConsentRecord(record);
    markChoiceMissing(false);
    setBanner(false);
    setSettings(false);
    adopt(record);
  };

  return (
    <>
      {banner && (
        <ConsentBanner
          texts={texts}
          onAcceptAll={() => choose({ statistics: true, marketing: true })}
          onReject={() => choose({ statistics: false, marketing: false })}
          onSettings={() => setSettings(true)}
        />
      )}
      {settings && (
        <Suspense fallback={null}>
          <ConsentSettings texts={texts} initial={chosen} onChoose={choose} onClose={() => setSettings(false)} />
        </Suspense>
      )}
    </>
  );
}
