export type ShareNetwork = 'facebook' | 'linkedin' | 'email' | 'twitter' | 'whatsapp' | 'xing' | 'bluesky';

/**
 * docs/product.md §9 share links as plain URLs: each network's own share page, opened by the visitor. No third-party
 * script or button loads on our page, so sharing needs no consent and ships no JavaScript.
 */
export function buildShareLinks(
  networks: readonly ShareNetwork[],
  url: string,
  title: string,
): Array<{ network: ShareNetwork; href: string }> {
  const u = encodeURIComponent(url);
  const text = encodeURIComponent(`${title} ${url}`);
  const hrefs: Record<ShareNetwork, string> = {
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
    linkedin: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
    email: `mailto:?subject=${encodeURIComponent(title)}&body=${u}`,
    twitter: `https://x.com/intent/tweet?url=${u}&text=${encodeURIComponent(title)}`,
    whatsapp: `https://wa.me/?text=${text}`,
    xing: `https://www.xing.com/spi/shares/new?url=${u}`,
    bluesky: `https://bsky.app/intent/compose?text=${text}`,
  };
  return networks.map((network) => ({ network, href: hrefs[network] }));
}
