import { describe, expect, it } from 'vitest';
import { translate } from '../i18n/messages.ts';
import { youtubeEmbedUrl, youtubeVideoId } from './youtube.ts';

const id = 'dQw4w9WgXcQ';

describe('youtubeVideoId', () => {
  it.each([
    [`https://www.youtube.com/watch?v=${id}`],
    [`https://youtube.com/watch?v=${id}&t=42s`],
    [`http://m.youtube.com/watch?feature=share&v=${id}`],
    [`https://music.youtube.com/watch?v=${id}`],
    [`https://youtu.be/${id}`],
    [`https://youtu.be/${id}?si=abc`],
    [`https://www.youtube.com/embed/${id}`],
    [`https://www.youtube-nocookie.com/embed/${id}?autoplay=1`],
    [`https://www.youtube.com/shorts/${id}`],
    [`https://www.youtube.com/live/${id}?feature=share`],
    [`  https://www.youtube.com/watch?v=${id}  `],
  ])('finds the video id of %s', (url) => {
    expect(youtubeVideoId(url)).toEqual({ id });
  });

  it.each([
    ['https://vimeo.com/123456'],
    ['https://www.youtube.com.evil.example/watch?v=dQw4w9WgXcQ'],
    ['ftp://www.youtube.com/watch?v=dQw4w9WgXcQ'],
    ['javascript:alert(1)'],
    ['not a url'],
    [''],
  ])('refuses %s as not a YouTube address: "Invalid YouTube URL"', (url) => {
    expect(youtubeVideoId(url)).toEqual({ issue: 'youtube.invalidUrl' });
  });

  it.each([
    ['https://www.youtube.com/'],
    ['https://www.youtube.com/watch'],
    ['https://www.youtube.com/watch?v=short'],
    ['https://youtu.be/'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ-too-long'],
    ['https://www.youtube.com/channel/UC1234567890'],
    ['https://www.youtube.com/shorts/bad$chars!!'],
  ])('answers "Could not find YouTube Video ID" for %s', (url) => {
    expect(youtubeVideoId(url)).toEqual({ issue: 'youtube.videoIdNotFound' });
  });

  it('says both messages in English and French', () => {
    expect(translate('youtube.invalidUrl', 'en_US')).toBe('Invalid YouTube URL');
    expect(translate('youtube.invalidUrl', 'fr_FR')).toBe('URL YouTube invalide');
    expect(translate('youtube.videoIdNotFound', 'en_US')).toBe('Could not find YouTube Video ID');
    expect(translate('youtube.videoIdNotFound', 'fr_FR')).toBe(
      'Impossible de trouver l’identifiant de la vidéo YouTube',
    );
  });

  it('plays a video through the privacy-enhanced player', () => {
    expect(youtubeEmbedUrl(id)).toBe(`https://www.youtube-nocookie.com/embed/${id}?autoplay=1`);
  });
});
