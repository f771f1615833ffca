// @vitest-environment jsdom
// docs/product.md §9 sharing: the same plain links on every shareable page, and the phone's share sheet where the
// browser has one (docs/product-decisions.md "Sharing").
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderServer } from '@/components/account/server-testing';
import { getRegion } from '@/regions/registry';
import { testRegion } from '@/lib/routing/test-region';
import { NativeShareButton } from './native-share-button';
import { ShareLinks } from './share-links';

vi.mock('next-intl/server', async () => (await import('@/components/account/server-testing')).intlServer);

const URL_ = 'https://www.chiemgaujobs.de/blog/sommer-im-chiemgau';

async function links(kind: 'job' | 'organization' | 'blogPost', region = getRegion('chiemgau')!) {
  const html = await renderServer(await ShareLinks({ region, url: URL_, title: 'Sommer im Chiemgau', kind }));
  return new DOMParser().parseFromString(html, 'text/html');
}

describe('ShareLinks', () => {
  it.each([
    ['job', 'Stelle teilen'],
    ['organization', 'Arbeitgeber teilen'],
    ['blogPost', 'Beitrag teilen'],
  ] as const)('names what a %s page shares', async (kind, heading) => {
    const doc = await links(kind);
    const section = doc.querySelector('section')!;
    expect(section.querySelector('h2')?.textContent).toBe(heading);
    expect(section.getAttribute('aria-labelledby')).toBe(section.querySelector('h2')?.id);
  });

  it('links each network of the site, external ones in a new window, with no script of theirs', async () => {
    const doc = await links('blogPost');
    const anchors = [...doc.querySelectorAll('a')];
    expect(anchors.map((a) => a.getAttribute('aria-label'))).toEqual([
      'Auf Facebook teilen (öffnet in neuem Fenster)',
      'Auf LinkedIn teilen (öffnet in neuem Fenster)',
      'Auf E-Mail teilen',
      'Auf X (Twitter) teilen (öffnet in neuem Fenster)',
      'Auf WhatsApp teilen (öffnet in neuem Fenster)',
      'Auf XING teilen (öffnet in neuem Fenster)',
      'Auf Bluesky teilen (öffnet in neuem Fenster)',
    ]);
    for (const a of anchors) expect(a.getAttribute('href')).toContain(encodeURIComponent(URL_));
    expect(doc.querySelector('script, iframe, img')).toBeNull();
    // Without JavaScript (and on the server) there is no share-sheet button.
    expect(doc.querySelector('button')).toBeNull();
  });

  it('shows nothing on a site without share networks', async () => {
    const html = await renderServer(
      await ShareLinks({ region: testRegion({ SHARE_NETWORKS: [] }), url: URL_, title: 'x', kind: 'job' }),
    );
    expect(html).toBe('');
  });
});

describe('NativeShareButton', () => {
  afterEach(() => {
    delete (navigator as { share?: unknown }).share;
  });

  it('is left out where the browser has no share sheet', () => {
    const { container } = render(<NativeShareButton url={URL_} title="Sommer" label="Teilen …" />);
    expect(container.innerHTML).toBe('');
  });

  it('opens the share sheet with the page, and stays quiet when it is closed without sharing', async () => {
    const share = vi.fn().mockRejectedValue(new DOMException('closed', 'AbortError'));
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    render(<NativeShareButton url={URL_} title="Sommer" label="Teilen …" />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Teilen …' })));
    expect(share).toHaveBeenCalledWith({ title: 'Sommer', url: URL_ });
  });
});
