import { describe, expect, it } from 'vitest';
import { translate } from '../i18n/messages.ts';
import {
  fileNameIssue,
  fileTypes,
  imageNameIssue,
  imageExtensionList,
  maxLargeImageBytes,
  maxLogoBytes,
  maxVideoBytes,
  uploadSizeIssue,
  videoExtensionList,
} from './upload.ts';

const mb = 1024 * 1024;
const message = (key: string | null) => (key ? translate(key, 'en_US') : null);

describe('upload limits (spec 1 §9)', () => {
  it('refuses an image over 2 MB on a 2 MB screen with "Image is too big, maximum 2Mb"', () => {
    expect(maxLogoBytes).toBe(2 * mb);
    expect(uploadSizeIssue('image', 2 * mb, 'small')).toBeNull();
    expect(message(uploadSizeIssue('image', 2 * mb + 1, 'small'))).toBe('Image is too big, maximum 2Mb');
  });

  it('refuses an image over 5 MB on a 5 MB screen with "Image file cannot be more than 5 mb"', () => {
    expect(maxLargeImageBytes).toBe(5 * mb);
    expect(uploadSizeIssue('image', 5 * mb)).toBeNull();
    expect(message(uploadSizeIssue('image', 5 * mb + 1))).toBe('Image file cannot be more than 5 mb');
  });

  it('refuses a video over 40 MB with "Video file cannot be more than 40 mb"', () => {
    expect(maxVideoBytes).toBe(40 * mb);
    expect(uploadSizeIssue('video', 40 * mb)).toBeNull();
    expect(message(uploadSizeIssue('video', 40 * mb + 1))).toBe('Video file cannot be more than 40 mb');
  });

  it('allows the spec’s media extensions, whatever their case', () => {
    expect([...imageExtensionList]).toEqual(['svg', 'jpeg', 'jpg', 'png']);
    expect([...videoExtensionList]).toEqual(['mp4', 'm4v', 'mov', 'avi', 'wmv', 'flv']);
    for (const extension of [...imageExtensionList, ...videoExtensionList])
      expect(fileNameIssue(`clip.${extension.toUpperCase()}`, 1)).toBeNull();
    expect(fileTypes.mov!.contentType).toBe('video/quicktime');
  });

  it('refuses a site file of another type, or without an extension, naming the allowed ones', () => {
    expect(fileNameIssue('setup.exe', 1)).toBe('file.invalidType');
    expect(fileNameIssue('README', 1)).toBe('file.invalidType');
    expect(translate('file.invalidType', 'en_US')).toContain('videos mp4, m4v, mov, avi, wmv, flv');
  });

  it('applies the limit of the kind the extension names', () => {
    expect(message(fileNameIssue('harvest.mp4', 41 * mb))).toBe('Video file cannot be more than 40 mb');
    expect(message(fileNameIssue('label.png', 6 * mb))).toBe('Image file cannot be more than 5 mb');
    expect(fileNameIssue('price-list.pdf', 6 * mb)).toBeNull();
  });

  it('refuses an image of another type, or over its screen’s limit, by its name and size', () => {
    expect(message(imageNameIssue('clip.mp4', 1))).toBe('Allowed images: svg, jpeg, jpg, png');
    expect(imageNameIssue('label.JPG', 5 * mb)).toBeNull();
    expect(message(imageNameIssue('label.png', 2 * mb + 1, 'small'))).toBe('Image is too big, maximum 2Mb');
  });
});
