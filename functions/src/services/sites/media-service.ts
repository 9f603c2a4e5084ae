import { randomUUID } from 'node:crypto';
import { imageTypes, type UploadedFile } from '@cellar/shared/site/upload';
import type { SiteId } from '../../data/site-id.ts';
import { logger } from '../../lib/logger.ts';
import { mediaRepository } from '../../repositories/media-repository.ts';
import { siteRepository } from '../../repositories/site-repository.ts';
import { assertImageContent } from '../common/image-content.ts';

async function replace(
  site: SiteId,
  key: string,
  file: UploadedFile,
  slot: { kind: 'logo' } | { kind: 'banner'; type: string },
): Promise<string | null> {
  assertImageContent(file);
  await mediaRepository.put(key, file.data, file.contentType);
  const previous = await siteRepository.setMedia(site, slot, key);
  if (previous && previous !== key) {
    // The new image is live; a failure to delete the old one only leaves an orphan object.
    await mediaRepository
      .remove(previous)
      .catch((error: Error) => logger.warn('old media not removed', { key: previous, error: error.message }));
  }
  return mediaRepository.url(key);
}

export const mediaService = {
  setLogo(site: SiteId, file: UploadedFile): Promise<string | null> {
    return replace(site, mediaRepository.logoKey(site, randomUUID(), imageTypes[file.contentType]!), file, {
      kind: 'logo',
    });
  },
  setBanner(site: SiteId, type: string, file: UploadedFile): Promise<string | null> {
    return replace(site, mediaRepository.bannerKey(site, type, randomUUID(), imageTypes[file.contentType]!), file, {
      kind: 'banner',
      type,
    });
  },
};
