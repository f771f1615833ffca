import type { ConsentChoice, ConsentRecord } from '@/lib/contract';
import type { AnalyticsClientConfig } from './client-config';
import { newConsentRecord } from './consent-choice';
import { randomToken } from './consent-storage';
import { whenReady } from './when-ready';

/** The part of an IAB TCF v2 TCData the adapter reads. */
export type TcData = {
  eventStatus?: string;
  gdprApplies?: boolean;
  purpose?: { consents?: Record<string, boolean> };
};
type TcfApi = (command: string, version: number, callback: (data: TcData, success: boolean) => void) => void;
declare global {
  interface Window {
    __tcfapi?: TcfApi;
  }
}

/**
 * Our purposes in TCF v2.2 terms (docs/product-decisions.md "Consent and analytics"): statistics needs storage on
 * the device (1), content performance (8) and audience statistics (9); marketing needs storage (1), advertising
 * profiles (3, 4) and advertising performance (7).
 */
const PURPOSES: Record<keyof ConsentChoice, number[]> = { statistics: [1, 8, 9], marketing: [1, 3, 4, 7] };

export function choiceFromTcData(data: TcData): ConsentChoice {
  const consents = data.purpose?.consents ?? {};
  // Where the GDPR does not apply (a visitor outside the EU, as the CMP decides), TCF signals no choice: nothing loads.
  const granted = (ids: number[]) => data.gdprApplies === true && ids.every((id) => consents[id] === true);
  return { statistics: granted(PURPOSES.statistics), marketing: granted(PURPOSES.marketing) };
}

/** How each provider's own settings are opened again (the footer's "Cookie-Einstellungen"). */
type Openers = {
  UC_UI?: { showSecondLayer?: () => void };
  __cmp?: (command: string) => void;
  _sp_?: { gdpr?: { loadPrivacyManagerModal?: (id: string) => void } };
};

export function openExternalSettings(config: AnalyticsClientConfig, win: Window & Openers = window): void {
  if (config.cmp?.provider === 'usercentrics') win.UC_UI?.showSecondLayer?.();
  if (config.cmp?.provider === 'consentmanager') win.__cmp?.('showScreen');
  if (config.cmp?.provider === 'sourcepoint') win._sp_?.gdpr?.loadPrivacyManagerModal?.(config.consent.cmpId);
}

/**
 * An external consent manager as the source of the visitor's choice (docs/product.md §1 CMP_PROVIDER): its script
 * (CMP_SCRIPT_URL, with the CMP id as its settings id) shows its own banner; the choice is read through the TCF API
 * each time it is made or loaded, and becomes a record of the site's banner version like our own banner's.
 */
export function connectExternalConsent(
  config: AnalyticsClientConfig,
  onRecord: (record: ConsentRecord) => void,
  doc: Document = document,
): void {
  const cmp = config.cmp;
  if (!cmp) return;
  const script = doc.createElement('script');
  script.async = true;
  script.src = cmp.scriptUrl;
  script.dataset.settingsId = config.consent.cmpId;
  doc.head.appendChild(script);
  const win = doc.defaultView as Window;
  void whenReady(() => typeof win.__tcfapi === 'function').then((ready) => {
    if (!ready) return;
    win.__tcfapi!('addEventListener', 2, (data, success) => {
      if (!success || (data.eventStatus !== 'tcloaded' && data.eventStatus !== 'useractioncomplete')) return;
      onRecord(newConsentRecord(choiceFromTcData(data), config.consent, randomToken(), new Date()));
    });
  });
}
