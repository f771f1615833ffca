// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { TEST_ANALYTICS_CONFIG } from '@/lib/analytics/client-config-testing';
import { CONSENT_STORAGE_KEY } from '@/lib/analytics/consent-storage';
import { COOKIE_SETTINGS_FRAGMENT } from '@/lib/analytics/settings-link';
import { CHOICE_ATTRIBUTE, CHOICE_CHECK_SCRIPT } from '@/lib/analytics/choice-check';
import messages from '@/messages/de.json';
import type { CookieConsentTexts } from './consent-texts';
import { CookieConsent } from './cookie-consent';

const startAnalytics = vi.fn(() => ({ track: vi.fn(), grant: vi.fn() }));
vi.mock('@/lib/analytics/runtime', () => ({ startAnalytics }));

const m = messages.cookieConsent;
const CONFIG = { ...TEST_ANALYTICS_CONFIG, conversionEvents: [] };
const TEXTS: CookieConsentTexts = {
  banner: { ...m.banner, text: m.banner.text.replace('{siteName}', 'Jobs in Franken') },
  settings: m.settings,
  purposes: [
    { key: 'necessary', title: m.purposes.necessary.title, text: m.purposes.necessary.text, services: [] },
    { key: 'statistics', title: m.purposes.statistics.title, text: 'Statistik-Text', services: [m.services.ga4] },
    { key: 'marketing', title: m.purposes.marketing.title, text: 'Marketing-Text', services: [m.services.ads] },
  ],
  privacyHref: '/datenschutz',
};
const reload = vi.fn();

beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
  Object.defineProperty(window, 'location', { value: { ...window.location, reload }, writable: true });
  window.ResizeObserver = class {
    observe() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});
beforeEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute(CHOICE_ATTRIBUTE);
  startAnalytics.mockClear();
  reload.mockClear();
});
afterEach(cleanup);

const stored = () => JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY) ?? 'null');
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));
const store = (choice: { statistics: boolean; marketing: boolean }, at = new Date()) =>
  localStorage.setItem(
    CONSENT_STORAGE_KEY,
    JSON.stringify({ id: 'k3J9x0Qm2ZpL7vT1wB5nYc', cmp: 'oASuI7ZQTg70', version: 1, at: at.toISOString(), ...choice }),
  );

describe('the cookie banner (docs/product.md §4)', () => {
  it('asks a new visitor with three equal choices, and keeps nothing before a choice', async () => {
    render(<CookieConsent config={CONFIG} texts={TEXTS} />);
    const banner = await screen.findByRole('region', { name: m.banner.title });
    const buttons = [m.banner.acceptAll, m.banner.reject, m.banner.settings].map((name) =>
      screen.getByRole('button', { name }),
    );
    expect(new Set(buttons.map((b) => b.className)).size).toBe(1);
    expect(banner.contains(document.activeElement)).toBe(false);
    // Shown by the attribute the page's choice check set (and the island confirms).
    expect(document.documentElement.getAttribute(CHOICE_ATTRIBUTE)).toBe('missing');
    expect(localStorage.length).toBe(0);
    expect(document.cookie).toBe('');
    expect(startAnalytics).not.toHaveBeenCalled();
  });

  it('"Ablehnen" keeps the refusal with its proof and loads nothing', async () => {
    render(<CookieConsent config={CONFIG} texts={TEXTS} />);
    fireEvent.click(await screen.findByRole('button', { name: m.banner.reject }));
    await settle();
    expect(stored()).toMatchObject({ cmp: 'oASuI7ZQTg70', version: 1, statistics: false, marketing: false });
    expect(Date.now() - Date.parse(stored().at)).toBeLessThan(5000);
    expect(screen.queryByRole('region', { name: m.banner.title })).toBeNull();
    expect(document.documentElement.hasAttribute(CHOICE_ATTRIBUTE)).toBe(false);
    expect(startAnalytics).not.toHaveBeenCalled();
  });

  it('"Alle akzeptieren" starts the analytics with the new record', async () => {
    render(<CookieConsent config={CONFIG} texts={TEXTS} />);
    fireEvent.click(await screen.findByRole('button', { name: m.banner.acceptAll }));
    await settle();
    expect(startAnalytics).toHaveBeenCalledWith(CONFIG, expect.objectContaining({ statistics: true, marketing: true }));
  });

  it.each([
    [
      'a current choice is kept: no banner, the analytics start',
      () => store({ statistics: true, marketing: false }),
      false,
      1,
    ],
    [
      'a current refusal is kept: no banner, nothing starts',
      () => store({ statistics: false, marketing: false }),
      false,
      0,
    ],
    [
      'an expired choice asks again',
      () => store({ statistics: true, marketing: true }, new Date(Date.now() - 400 * 86_400_000)),
      true,
      0,
    ],
  ])('%s', async (_name, arrange, asks, starts) => {
    arrange();
    render(<CookieConsent config={CONFIG} texts={TEXTS} />);
    await settle();
    expect(!!screen.queryByRole('region', { name: m.banner.title })).toBe(asks);
    expect(startAnalytics).toHaveBeenCalledTimes(starts);
  });
});

describe('the choice check before the first paint', () => {
  const run = () => new Function(CHOICE_CHECK_SCRIPT)();
  it('shows the banner without a stored choice, and not with one', () => {
    run();
    expect(document.documentElement.getAttribute(CHOICE_ATTRIBUTE)).toBe('missing');
    document.documentElement.removeAttribute(CHOICE_ATTRIBUTE);
    store({ statistics: false, marketing: false });
    run();
    expect(document.documentElement.hasAttribute(CHOICE_ATTRIBUTE)).toBe(false);
  });
});

describe('the settings, opened again from the footer', () => {
  const openFromFooter = async () => {
    const link = document.createElement('a');
    link.href = `/datenschutz#${COOKIE_SETTINGS_FRAGMENT}`;
    link.textContent = m.footerLink;
    document.body.append(link);
    fireEvent.click(link);
    return screen.findByRole('dialog', { name: m.settings.title, hidden: true });
  };

  it('shows the choice in force, and withdrawing it deletes the analytics cookies and reloads the page', async () => {
    store({ statistics: true, marketing: true });
    document.cookie = '_ga=GA1.1.1.2; path=/';
    render(<CookieConsent config={CONFIG} texts={TEXTS} />);
    await settle();
    await openFromFooter();
    const statistics = screen.getByRole<HTMLInputElement>('checkbox', {
      name: m.purposes.statistics.title,
      hidden: true,
    });
    expect(statistics.checked).toBe(true);
    fireEvent.click(statistics);
    fireEvent.click(screen.getByRole('button', { name: m.settings.save, hidden: true }));
    expect(stored()).toMatchObject({ statistics: false, marketing: true });
    expect(document.cookie).not.toContain('_ga=');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('grants more without a reload, and Escape leaves without a change', async () => {
    store({ statistics: false, marketing: false });
    render(<CookieConsent config={CONFIG} texts={TEXTS} />);
    await settle();
    const dialog = await openFromFooter();
    fireEvent(dialog, new Event('cancel'));
    expect(screen.queryByRole('dialog', { hidden: true })).toBeNull();
    await openFromFooter();
    fireEvent.click(screen.getByRole('button', { name: m.settings.acceptAll, hidden: true }));
    await settle();
    expect(reload).not.toHaveBeenCalled();
    expect(startAnalytics).toHaveBeenCalledTimes(1);
  });
});
