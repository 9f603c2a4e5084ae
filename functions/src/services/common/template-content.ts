import type { ProductTemplateExtension } from '@cellar/shared/catalog/product-template';
import { ValidationError } from '../../lib/errors.ts';
import { assertImageContent } from './image-content.ts';

const ascii = (bytes: Uint8Array, start: number, end: number): string =>
  Buffer.from(bytes.buffer, bytes.byteOffset + start, Math.max(0, Math.min(end, bytes.byteLength) - start)).toString(
    'latin1',
  );
const startsWith = (bytes: Uint8Array, signature: readonly number[]): boolean =>
  signature.every((byte, i) => bytes[i] === byte);
const zip = [0x50, 0x4b, 0x03, 0x04];

/** A ZIP whose entry names include every one of `names` (names are stored as plain text in a ZIP). */
function zipWith(bytes: Uint8Array, names: readonly string[]): boolean {
  if (!startsWith(bytes, zip)) return false;
  const text = ascii(bytes, 0, bytes.byteLength);
  return names.every((name) => text.includes(name));
}

/** An OpenDocument file: its first entry is `mimetype`, stored uncompressed, holding the type. */
function openDocument(bytes: Uint8Array, type: string): boolean {
  return startsWith(bytes, zip) && ascii(bytes, 30, 200).includes(`mimetype${type}`);
}

/** Text: no NUL nor other control characters (tabs, line ends and form feeds aside) in the first 64 KB. */
function text(bytes: Uint8Array): boolean {
  const head = bytes.subarray(0, 64 * 1024);
  return !head.some((byte) => byte < 0x09 || (byte > 0x0d && byte < 0x20 && byte !== 0x1b) || byte === 0x7f);
}

const checks: Record<ProductTemplateExtension, (bytes: Uint8Array) => boolean> = {
  // The PDF header may follow a little junk (the format allows 1 KB of it).
  pdf: (bytes) => ascii(bytes, 0, 1024).includes('%PDF-'),
  docx: (bytes) => zipWith(bytes, ['[Content_Types].xml', 'word/']),
  xlsx: (bytes) => zipWith(bytes, ['[Content_Types].xml', 'xl/']),
  odt: (bytes) => openDocument(bytes, 'application/vnd.oasis.opendocument.text'),
  ods: (bytes) => openDocument(bytes, 'application/vnd.oasis.opendocument.spreadsheet'),
  csv: text,
  png: (bytes) => startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  jpg: (bytes) => startsWith(bytes, [0xff, 0xd8, 0xff]),
  jpeg: (bytes) => startsWith(bytes, [0xff, 0xd8, 0xff]),
  svg: (bytes) => text(bytes) && /<svg[\s>]/i.test(ascii(bytes, 0, bytes.byteLength)),
};

/**
 * The first bytes must be what the extension says (a renamed file is refused, on `file`); an SVG
 * must also carry no script, like every SVG the sites take.
 */
export function assertTemplateContent(extension: ProductTemplateExtension, data: Uint8Array): void {
  if (!checks[extension](data)) throw new ValidationError({ file: ['template.contentMismatch'] });
  if (extension === 'svg') assertImageContent({ data, contentType: 'image/svg+xml' }, 'file');
}
