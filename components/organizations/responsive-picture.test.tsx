import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ResponsivePicture } from './responsive-picture';

describe('ResponsivePicture (docs/product.md §9 srcset)', () => {
  it('offers AVIF and WebP sources before the fallback image', () => {
    const html = renderToStaticMarkup(
      <ResponsivePicture
        alt="Logo"
        width={140}
        height={70}
        image={{
          url: '/api/files/a',
          sizes: '240px',
          sources: [
            { type: 'image/avif', srcset: '/api/files/a/120.avif 120w' },
            { type: 'image/webp', srcset: '/api/files/a/120.webp 120w' },
            { type: 'image/png', srcset: '/api/files/a/120.png 120w' },
          ],
        }}
      />,
    );
    expect(html).toBe(
      '<picture><source type="image/avif" srcSet="/api/files/a/120.avif 120w" sizes="240px"/>' +
        '<source type="image/webp" srcSet="/api/files/a/120.webp 120w" sizes="240px"/>' +
        '<img width="140" height="70" src="/api/files/a" srcSet="/api/files/a/120.png 120w" sizes="240px" alt="Logo"/></picture>',
    );
  });

  it('is a plain image without re-encoded sizes', () => {
    expect(
      renderToStaticMarkup(<ResponsivePicture alt="" loading="lazy" image={{ url: '/api/files/b', sources: [] }} />),
    ).toBe('<img loading="lazy" src="/api/files/b" alt=""/>');
  });
});
