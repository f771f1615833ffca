import { describe, expect, it } from 'vitest';
import { buildShareLinks } from './share-links';

const URL_ = 'https://www.rosenheimjobs.de/job/1';
const TITLE = 'Pflegefachkraft & Praxisanleitung (m/w/d)';

describe('buildShareLinks (docs/product.md §9 facebook, linkedin, email, twitter, whatsapp, xing, bluesky)', () => {
  const links = Object.fromEntries(
    buildShareLinks(['facebook', 'linkedin', 'email', 'twitter', 'whatsapp', 'xing', 'bluesky'], URL_, TITLE).map(
      (l) => [l.network, l.href],
    ),
  );

  it.each([
    ['facebook', 'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fwww.rosenheimjobs.de%2Fjob%2F1'],
    ['linkedin', 'https://www.linkedin.com/sharing/share-offsite/?url=https%3A%2F%2Fwww.rosenheimjobs.de%2Fjob%2F1'],
    ['xing', 'https://www.xing.com/spi/shares/new?url=https%3A%2F%2Fwww.rosenheimjobs.de%2Fjob%2F1'],
  ])('%s shares the job URL', (network, href) => {
    expect(links[network]).toBe(href);
  });

  it('encodes the title so that & and ( ) cannot break the link', () => {
    expect(links.email).toBe(`mailto:?subject=${encodeURIComponent(TITLE)}&body=${encodeURIComponent(URL_)}`);
    expect(new URL(links.whatsapp).searchParams.get('text')).toBe(`${TITLE} ${URL_}`);
    expect(new URL(links.bluesky).searchParams.get('text')).toBe(`${TITLE} ${URL_}`);
    expect(new URL(links.twitter).searchParams.get('text')).toBe(TITLE);
  });

  it('keeps the order of the site config', () => {
    expect(buildShareLinks(['whatsapp', 'email'], URL_, TITLE).map((l) => l.network)).toEqual(['whatsapp', 'email']);
  });
});
