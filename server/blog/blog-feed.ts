import { escapeHtml } from '../mail/template';

/** Posts the feed carries: the newest, as feed readers fetch it often. */
export const FEED_POSTS = 20;

export type FeedPost = { title: string; path: string; teaser: string | null; publishedAt: Date };

export type BlogFeed = {
  /** The site's configured origin (regions/site-origin.ts), never the request's Host header. */
  origin: string;
  /** The blog's own path and the feed's. */
  blogPath: string;
  feedPath: string;
  title: string;
  description: string;
  posts: FeedPost[];
  /** When the feed last changed: its newest post's date, or now for an empty feed. */
  now: Date;
};

/** Characters XML 1.0 does not allow even escaped (the control characters but tab and line breaks). */
const NOT_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;
const xml = (text: string) => escapeHtml(text.replace(NOT_XML, ''));

/**
 * The blog as an RSS 2.0 feed (docs/product-decisions.md "Blog"): the channel with its self link (atom:link, which
 * validators ask for), and per post its title, absolute link, permanent guid, date (RFC 822) and teaser. Absolute URLs
 * only from the site's configured origin, so a forged Host header cannot put foreign links into anyone's reader.
 */
export function renderBlogFeed(feed: BlogFeed): string {
  const url = (path: string) => new URL(path, feed.origin).toString();
  const built = feed.posts[0]?.publishedAt ?? feed.now;
  const items = feed.posts.map((post) =>
    [
      '    <item>',
      `      <title>${xml(post.title)}</title>`,
      `      <link>${xml(url(post.path))}</link>`,
      `      <guid isPermaLink="true">${xml(url(post.path))}</guid>`,
      `      <pubDate>${post.publishedAt.toUTCString()}</pubDate>`,
      ...(post.teaser ? [`      <description>${xml(post.teaser)}</description>`] : []),
      '    </item>',
    ].join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    <title>${xml(feed.title)}</title>`,
    `    <link>${xml(url(feed.blogPath))}</link>`,
    `    <description>${xml(feed.description)}</description>`,
    '    <language>de-DE</language>',
    `    <lastBuildDate>${built.toUTCString()}</lastBuildDate>`,
    `    <atom:link href="${xml(url(feed.feedPath))}" rel="self" type="application/rss+xml"/>`,
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
