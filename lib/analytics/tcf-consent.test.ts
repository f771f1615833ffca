import { describe, expect, it, vi } from 'vitest';
import { choiceFromTcData, openExternalSettings } from './tcf-consent';
import type { AnalyticsClientConfig } from './client-config';

const all = (ids: number[]) => Object.fromEntries(ids.map((id) => [id, true]));

describe('an external consent manager’s choice (IAB TCF v2)', () => {
  it.each([
    ['everything', { gdprApplies: true, purpose: { consents: all([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]) } }, true, true],
    ['statistics purposes only', { gdprApplies: true, purpose: { consents: all([1, 8, 9]) } }, true, false],
    ['advertising without storage', { gdprApplies: true, purpose: { consents: all([3, 4, 7, 8, 9]) } }, false, false],
    ['nothing', { gdprApplies: true, purpose: { consents: {} } }, false, false],
    [
      'a visitor the GDPR does not cover',
      { gdprApplies: false, purpose: { consents: all([1, 3, 4, 7, 8, 9]) } },
      false,
      false,
    ],
  ])('%s', (_name, data, statistics, marketing) => {
    expect(choiceFromTcData(data)).toEqual({ statistics, marketing });
  });

  it('opens the provider’s own settings from the footer link', () => {
    const config = { consent: { cmpId: 'pm-1' } } as AnalyticsClientConfig;
    const showSecondLayer = vi.fn();
    const cmp = vi.fn();
    const loadPrivacyManagerModal = vi.fn();
    const win = { UC_UI: { showSecondLayer }, __cmp: cmp, _sp_: { gdpr: { loadPrivacyManagerModal } } } as never;
    openExternalSettings({ ...config, cmp: { provider: 'usercentrics', scriptUrl: 'https://x' } }, win);
    openExternalSettings({ ...config, cmp: { provider: 'consentmanager', scriptUrl: 'https://x' } }, win);
    openExternalSettings({ ...config, cmp: { provider: 'sourcepoint', scriptUrl: 'https://x' } }, win);
    expect([showSecondLayer.mock.calls, cmp.mock.calls, loadPrivacyManagerModal.mock.calls]).toEqual([
      [[]],
      [['showScreen']],
      [['pm-1']],
    ]);
  });
});
