// @vitest-environment jsdom
// docs/product-decisions.md "TopCV in the resume area": on, a plain link to the partner's page with a note that
// it is a separate service; off (or without an address), nothing.
import { describe, expect, it, vi } from 'vitest';
import { renderServer } from '@/components/account/server-testing';
import type { Region } from '@/regions/build-region';
import { getRegion } from '@/regions/registry';
import { TopCvOffer } from './top-cv-offer';

vi.mock('next-intl/server', async () => (await import('@/components/account/server-testing')).intlServer);

const PARTNER = 'https://topcv.example.org/lebenslauf-check';
const base = getRegion('osnabrueck')!;
const site = (TOP_CV: boolean, TOP_CV_URL: string | null): Region => ({
  ...base,
  TOP_CV_URL,
  FEATURES: { ...base.FEATURES, TOP_CV },
});

async function offer(region: Region) {
  const html = await renderServer(await TopCvOffer({ region }));
  return new DOMParser().parseFromString(html, 'text/html');
}

describe('TopCvOffer', () => {
  it('offers the free check as a plain link to the partner, opening apart from the site', async () => {
    const doc = await offer(site(true, PARTNER));
    const section = doc.querySelector('section[aria-labelledby="top-cv-title"]')!;
    expect(section.querySelector('h2')?.textContent).toBe('Lebenslauf kostenlos prüfen lassen');
    const links = section.querySelectorAll('a');
    expect(links).toHaveLength(1);
    expect(links[0].getAttribute('href')).toBe(PARTNER);
    expect(links[0].getAttribute('rel')?.split(' ')).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));
    expect(links[0].textContent).toBe('Zum kostenlosen Lebenslauf-Check von TopCV (öffnet in einem neuen Tab)');
    expect(section.textContent).toContain('TopCV ist ein eigenständiger Dienst. Wir übermitteln keine Daten an TopCV');
  });

  it('loads nothing of the partner: no script, image, frame or form', async () => {
    const doc = await offer(site(true, PARTNER));
    expect(doc.querySelectorAll('script, img, iframe, form, link')).toHaveLength(0);
  });

  it.each([
    ['the flag is off', site(false, PARTNER)],
    ['the address is missing', site(true, null)],
    ['the site has the defaults', getRegion('ingolstadt')!],
  ])('shows nothing where %s', async (_name, region) => {
    expect(await TopCvOffer({ region })).toBeNull();
  });

  it('is on for the Osnabrück demo with its https address', () => {
    expect(base.FEATURES.TOP_CV).toBe(true);
    expect(base.TOP_CV_URL).toMatch(/^https:\/\//);
  });
});
