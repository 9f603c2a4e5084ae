import type { MessageKey } from '../i18n/messages.ts';

/** The hosts of a YouTube address (the site, its mobile and music sites, the short links, the privacy-enhanced one). */
const youtubeHosts = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'music.youtube.com',
  'youtu.be',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);

/** A video id: 11 characters of the URL-safe base64 alphabet. */
const videoId = /^[A-Za-z0-9_-]{11}$/;

/** The paths that name a video by their second segment (`/embed/<id>`, `/shorts/<id>`, `/live/<id>`). */
const idPaths = new Set(['embed', 'shorts', 'live', 'v']);

export type YoutubeVideoId = { id: string } | { issue: MessageKey };

function idOf(url: URL): string | null {
  const segments = url.pathname.split('/').filter((segment) => segment !== '');
  if (url.hostname === 'youtu.be') return segments[0] ?? null;
  if (segments[0] === 'watch') return url.searchParams.get('v');
  if (segments[0] !== undefined && idPaths.has(segments[0])) return segments[1] ?? null;
  return null;
}

/**
 * The video id of a YouTube address (spec 1 §5 "Other messages"): `watch?v=<id>`, `youtu.be/<id>`, `/embed/<id>`,
 * `/shorts/<id>`, `/live/<id>`, over http or https. An address that is not YouTube's answers "Invalid YouTube URL";
 * one of YouTube's without an 11-character id answers "Could not find YouTube Video ID".
 */
export function youtubeVideoId(address: string): YoutubeVideoId {
  let url: URL;
  try {
    url = new URL(address.trim());
  } catch {
    return { issue: 'youtube.invalidUrl' };
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || !youtubeHosts.has(url.hostname.toLowerCase()))
    return { issue: 'youtube.invalidUrl' };
  const id = idOf(url);
  return id !== null && videoId.test(id) ? { id } : { issue: 'youtube.videoIdNotFound' };
}

/** The privacy-enhanced player of a video, started at once (the visitor clicked to play it). */
export function youtubeEmbedUrl(id: string): string {
  return `https://www.youtube-nocookie.com/embed/${id}?autoplay=1`;
}
