import { describe, expect, it } from 'vitest';
import { renderBlogFeed } from './blog-feed';

const feed = (posts: Parameters<typeof renderBlogFeed>[0]['posts']) =>
  renderBlogFeed({
    origin: 'https://www.chiemgaujobs.de',
    blogPath: '/blog',
    feedPath: '/blog/rss.xml',
    title: 'chiemgaujobs – Blog',
    description: 'Tipps & Neues',
    posts,
    now: new Date('2026-11-29T10:00:00Z'),
  });

describe('renderBlogFeed: the blog as RSS 2.0', () => {
  const xml = feed([
    {
      title: 'Ausbildung <2027> & mehr',
      path: '/blog/ausbildung-2027',
      teaser: 'Wer jetzt „anfängt“\u000b, hat Zeit.',
      publishedAt: new Date('2026-11-20T08:30:00Z'),
    },
    { title: 'Ohne Anriss', path: '/blog/ohne-anriss', teaser: null, publishedAt: new Date('2026-11-01T08:00:00Z') },
  ]);

  it('names the channel with absolute links and its own address', () => {
    expect(xml).toContain('<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">');
    expect(xml).toContain('<title>chiemgaujobs – Blog</title>');
    expect(xml).toContain('<link>https://www.chiemgaujobs.de/blog</link>');
    expect(xml).toContain('<description>Tipps &amp; Neues</description>');
    expect(xml).toContain(
      '<atom:link href="https://www.chiemgaujobs.de/blog/rss.xml" rel="self" type="application/rss+xml"/>',
    );
    // Changed with its newest post.
    expect(xml).toContain('<lastBuildDate>Fri, 20 Nov 2026 08:30:00 GMT</lastBuildDate>');
  });

  it('escapes each post’s text and drops what XML cannot carry', () => {
    expect(xml).toContain('<title>Ausbildung &lt;2027&gt; &amp; mehr</title>');
    expect(xml).toContain('<guid isPermaLink="true">https://www.chiemgaujobs.de/blog/ausbildung-2027</guid>');
    expect(xml).toContain('<pubDate>Fri, 20 Nov 2026 08:30:00 GMT</pubDate>');
    expect(xml).toContain('<description>Wer jetzt „anfängt“, hat Zeit.</description>');
    expect(xml.match(/<item>/g)).toHaveLength(2);
    expect(xml.match(/<description>/g)).toHaveLength(2);
  });

  it('is a valid empty channel without posts', () => {
    const empty = feed([]);
    expect(empty).not.toContain('<item>');
    expect(empty).toContain('<lastBuildDate>Sun, 29 Nov 2026 10:00:00 GMT</lastBuildDate>');
  });
});
