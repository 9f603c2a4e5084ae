import { randomUUID } from 'node:crypto';
import { imageTypes, type UploadedFile } from '@cellar/shared/site/upload';
import { mediaKeys } from '../data/keys.ts';
import type { SiteId } from '../data/site-id.ts';
import { ValidationError } from '../lib/errors.ts';
import { log } from '../lib/logger.ts';
import { mediaRepository } from '../repositories/media-repository.ts';
import { siteRepository } from '../repositories/site-repository.ts';
import { isSafeSvg } from './svg-safety.ts';

/** The bytes must be what the type says: a renamed file is refused (errors on `field`). */
export function assertImageContent(file: Pick<UploadedFile, 'data' | 'contentType'>, field = 'image'): void {
  const bytes = file.data;
  const isPng = bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47;
  const isJpeg = bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
  if (file.contentType === 'image/png' && !isPng) throw new ValidationError({ [field]: ['media.invalidImageType'] });
  if (file.contentType === 'image/jpeg' && !isJpeg) throw new ValidationError({ [field]: ['media.invalidImageType'] });
  if (file.contentType === 'image/svg+xml') {
    const text = new TextDecoder().decode(bytes);
    if (!/<svg[\s>]/i.test(text)) throw new ValidationError({ [field]: ['media.invalidImageType'] });
    // Served with a sandboxing CSP as well; an SVG that is more than a drawing is refused outright.
    if (!isSafeSvg(text)) throw new ValidationError({ [field]: ['media.unsafeSvg'] });
  }
  if (!(file.contentType in imageTypes)) throw new ValidationError({ [field]: ['media.invalidImageType'] });
}

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
      .catch((error: Error) => log('warn', 'old media not removed', { key: previous, error: error.message }));
  }
  return mediaRepository.url(key);
}

export const mediaService = {
  setLogo(site: SiteId, file: UploadedFile): Promise<string | null> {
    return replace(site, mediaKeys.logo(site, randomUUID(), imageTypes[file.contentType]!), file, { kind: 'logo' });
  },
  setBanner(site: SiteId, type: string, file: UploadedFile): Promise<string | null> {
    return replace(site, mediaKeys.banner(site, type, randomUUID(), imageTypes[file.contentType]!), file, {
      kind: 'banner',
      type,
    });
  },
};
