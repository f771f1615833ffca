import type sanitizeHtml from 'sanitize-html';

const YOUTUBE_ID = /^[\w-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;

/** The player URL of a YouTube or Vimeo video page; null for any other address. */
export function videoPlayerUrl(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
  const host = parsed.hostname.replace(/^(www\.|m\.)/, '');
  const segments = parsed.pathname.split('/').filter(Boolean);
  let youtube: string | null = null;
  if (host === 'youtu.be') youtube = segments[0] ?? null;
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    youtube =
      segments[0] === 'watch'
        ? parsed.searchParams.get('v')
        : ['embed', 'shorts'].includes(segments[0])
          ? segments[1]
          : null;
  }
  // The privacy-enhanced player: no cookies until the visitor plays the video.
  if (youtube && YOUTUBE_ID.test(youtube)) return `https://www.youtube-nocookie.com/embed/${youtube}`;
  const vimeo =
    host === 'vimeo.com' ? segments[0] : host === 'player.vimeo.com' && segments[0] === 'video' ? segments[1] : null;
  if (vimeo && VIMEO_ID.test(vimeo)) return `https://player.vimeo.com/video/${vimeo}?dnt=1`;
  return null;
}

/**
 * CKEditor 5's media embed saves `<oembed url="…">` (inside `<figure class="media">`), which no browser shows.
 * full_html (admin-like authors, whose toolbar has media embed) turns a YouTube or Vimeo video into their
 * player iframe; every other address, and every oembed in filtered_html, becomes a plain link to it, so
 * nothing an author embedded silently disappears and no other site is framed.
 */
export function oembedTransform(allowPlayers: boolean): sanitizeHtml.Transformer {
  return (_tagName, attribs): sanitizeHtml.Tag => {
    const url = attribs.url ?? '';
    const player = allowPlayers ? videoPlayerUrl(url) : null;
    if (player) {
      return { tagName: 'iframe', attribs: { src: player, title: 'Video', allowfullscreen: 'allowfullscreen' } };
    }
    return { tagName: 'a', attribs: { href: url }, text: url };
  };
}

/**
 * A stored iframe (full_html) keeps only a YouTube or Vimeo video, as their privacy-enhanced player; any other
 * frame loses its address and is dropped by the sanitizer (docs/security.md: frames only of these players).
 */
export const iframeTransform: sanitizeHtml.Transformer = (tagName, attribs) => {
  const { src, ...rest } = attribs;
  const player = src ? videoPlayerUrl(src) : null;
  return { tagName, attribs: player ? { src: player, ...rest } : rest };
};
