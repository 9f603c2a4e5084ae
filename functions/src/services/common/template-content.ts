import type { ProductTemplateExtension } from '@cellar/shared/catalog/product-template';
import { ValidationError } from '../../lib/errors.ts';
import { contentMatches } from './file-content.ts';
import { assertImageContent } from './image-content.ts';

/**
 * The first bytes must be what the extension says (a renamed file is refused, on `file`); an SVG
 * must also carry no script, like every SVG the sites take.
 */
export function assertTemplateContent(extension: ProductTemplateExtension, data: Uint8Array): void {
  // The checks of every site file (file-content.ts): one signature test per extension.
  if (!contentMatches(data, extension)) throw new ValidationError({ file: ['template.contentMismatch'] });
  if (extension === 'svg') assertImageContent({ data, contentType: 'image/svg+xml' }, 'file');
}
