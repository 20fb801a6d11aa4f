// The event contract lives in `@forecourt/ui`, where blocks can use it too (they may not import the shell).
export { OPEN_VIDEO_EVENT, openVideo, type VideoRequest } from '@forecourt/ui';

/** What the modal plays: a privacy-enhanced YouTube embed or a file in a native player. */
export type VideoSource = { kind: 'youtube'; embedUrl: string } | { kind: 'file'; url: string };

const YOUTUBE_ID = /^[\w-]{11}$/;
const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);

/** The 11-character video id of a YouTube id or watch / share / embed / shorts URL, else null. */
export function youTubeId(src: string): string | null {
  const value = src.trim();
  if (YOUTUBE_ID.test(value)) return value;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  let id: string | null | undefined;
  if (url.hostname === 'youtu.be') id = url.pathname.split('/')[1];
  else if (YOUTUBE_HOSTS.has(url.hostname)) {
    const [, first, second] = url.pathname.split('/');
    id =
      first === 'watch'
        ? url.searchParams.get('v')
        : first === 'embed' || first === 'shorts'
          ? second
          : null;
  }
  return id && YOUTUBE_ID.test(id) ? id : null;
}

/**
 * Resolves what to play, or null for something unplayable. YouTube goes through the
 * youtube-nocookie.com embed; files must be same-site paths or http(s) URLs, so a crafted event
 * cannot point the player at another scheme.
 */
export function resolveVideo(src: string): VideoSource | null {
  const id = youTubeId(src);
  if (id) return { kind: 'youtube', embedUrl: `https://www.youtube-nocookie.com/embed/${id}` };
  const value = src.trim();
  if (value.startsWith('/') && !value.startsWith('//')) return { kind: 'file', url: value };
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:'
      ? { kind: 'file', url: url.href }
      : null;
  } catch {
    return null;
  }
}
