// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testRegion } from '@/lib/routing/test-region';
import { trackingEndpoints } from '@/regions/tracking-endpoints';
import { choiceFromTcData, connectExternalConsent, openExternalSettings } from './tcf-consent';
import { analyticsClientConfig, type AnalyticsClientConfig } from './client-config';

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

describe('a site switched to an external consent manager by its config', () => {
  const SCRIPT = 'https://cdn.consentmanager.example/delivery/loader.js';
  const configOf = (overrides: Parameters<typeof testRegion>[0]) =>
    analyticsClientConfig(testRegion(overrides), trackingEndpoints({}), {
      serverSideEvents: false,
      conversionEvents: [],
    });

  afterEach(() => {
    document.head.replaceChildren();
    delete window.__tcfapi;
  });

  it('loads the CMP_SCRIPT_URL with the CMP_ID and keeps the choice its TCF API reports', async () => {
    const statisticsOnly = { gdprApplies: true, purpose: { consents: all([1, 8, 9]) } };
    window.__tcfapi = (_command, _version, callback) => {
      callback({ ...statisticsOnly, eventStatus: 'cmpuishown' }, true);
      callback({ ...statisticsOnly, eventStatus: 'useractioncomplete' }, true);
    };
    const onRecord = vi.fn();
    connectExternalConsent(configOf({ CMP_PROVIDER: 'consentmanager', CMP_SCRIPT_URL: SCRIPT }), onRecord);
    const script = document.head.querySelector('script');
    expect([script?.src, script?.dataset.settingsId]).toEqual([SCRIPT, 'cmp-test']);
    await vi.waitFor(() => expect(onRecord).toHaveBeenCalledTimes(1));
    expect(onRecord.mock.calls[0][0]).toMatchObject({ cmp: 'cmp-test', statistics: true, marketing: false });
  });

  it('loads nothing on a site with our own banner', () => {
    connectExternalConsent(configOf({}), vi.fn());
    expect(document.head.querySelector('script')).toBeNull();
  });
});
