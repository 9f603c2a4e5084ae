import { imageTypes, type UploadedFile } from '@cellar/shared/site/upload';
import { ValidationError } from '../../lib/errors.ts';
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
