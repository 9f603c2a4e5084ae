import { useState } from 'react';
import type { ComponentConfig } from '@cellar/shared/pages/components';
import { youtubeEmbedUrl, youtubeVideoId } from '@cellar/shared/pages/youtube';
import { useT } from '../../../lib/i18n/translate.ts';
import '../../../i18n/pages-catalogue.ts';

/**
 * The 'youtube-video' component: a click-to-load facade in a 16:9 box (nothing is asked of YouTube until the visitor
 * clicks: no cookie, no weight on the page's first paint), then the privacy-enhanced player, playing. A configuration
 * without a valid YouTube address shows nothing.
 */
export function YoutubeVideoBlock({ config }: { config: Partial<ComponentConfig<'youtube-video'>> }) {
  const t = useT();
  const [playing, setPlaying] = useState(false);
  const found = youtubeVideoId(config.url ?? '');
  if (!('id' in found)) return null;
  const title = config.title?.trim() ?? '';
  return (
    <div className="pg-video" data-testid="youtube-video">
      {playing ? (
        <iframe
          src={youtubeEmbedUrl(found.id)}
          title={title || t('pages.youtube.video')}
          allow="autoplay; encrypted-media; picture-in-picture"
          referrerPolicy="strict-origin-when-cross-origin"
          allowFullScreen
        />
      ) : (
        <button type="button" onClick={() => setPlaying(true)}>
          {title ? t('pages.youtube.playTitle', { title }) : t('pages.youtube.play')}
        </button>
      )}
    </div>
  );
}
