import { describe, expect, it } from 'vitest';
import { getRegion } from '@/regions/registry';
import { buildBlogPostingJsonLd, type BlogPostForJsonLd } from './blog-posting-json-ld';
import { jsonLdScript } from './json-ld-script';

const POST: BlogPostForJsonLd = {
  id: 'p1',
  slug: 'bewerbung-im-fruehling',
  url: '/blog/bewerbung-im-fruehling',
  title: 'Bewerbung im Frühling </script>',
  teaser: 'Was jetzt zählt.',
  body: '<p>Text</p>',
  publishedAt: '2026-11-20T08:00:00.000Z',
  updatedAt: '2026-11-21T09:30:00.000Z',
  image: { url: '/api/files/f1', alt: 'Chiemsee', width: 1600, height: 800, sources: [], sizes: null },
};
const origin = 'https://www.chiemgaujobs.de';
const region = getRegion('chiemgau')!;

describe('buildBlogPostingJsonLd', () => {
  it('names the post with absolute URLs, its dates and image, and the site as author and publisher', () => {
    expect(buildBlogPostingJsonLd(POST, region, origin)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: POST.title,
      description: 'Was jetzt zählt.',
      url: 'https://www.chiemgaujobs.de/blog/bewerbung-im-fruehling',
      mainEntityOfPage: { '@type': 'WebPage', '@id': 'https://www.chiemgaujobs.de/blog/bewerbung-im-fruehling' },
      datePublished: '2026-11-20T08:00:00.000Z',
      dateModified: '2026-11-21T09:30:00.000Z',
      image: ['https://www.chiemgaujobs.de/api/files/f1'],
      inLanguage: 'de-DE',
      author: { '@type': 'Organization', name: 'chiemgaujobs', url: 'https://www.chiemgaujobs.de/' },
      publisher: {
        '@type': 'Organization',
        name: 'chiemgaujobs',
        url: 'https://www.chiemgaujobs.de/',
        logo: { '@type': 'ImageObject', url: 'https://www.chiemgaujobs.de/assets/chiemgau/logo.svg' },
      },
    });
  });

  it('leaves out what a post does not have, and cannot close its script tag', () => {
    const bare = buildBlogPostingJsonLd({ ...POST, teaser: null, image: null }, region, origin);
    expect(bare.description).toBeUndefined();
    expect(bare.image).toBeUndefined();
    expect(jsonLdScript(bare)).not.toContain('</script>');
  });
});
