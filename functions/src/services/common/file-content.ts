import { isSafeSvg } from './svg-safety.ts';

/**
 * Whether a file's bytes are what its extension says (issue 17, "checked by content on the server, not by name").
 * Each allowed extension has a signature test: magic bytes where the format has them, well-formed UTF-8 text for
 * the text formats. A renamed file (an `.exe` named `.pdf`, a PNG named `.mp4`) fails its extension's test.
 */
export type FileContentIssue = 'file.invalidType' | 'file.contentMismatch' | 'media.unsafeSvg';

const ascii = (text: string): number[] => [...text].map((c) => c.charCodeAt(0));

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  if (bytes.length < offset + signature.length) return false;
  return signature.every((b, i) => bytes[offset + i] === b);
}

/** Whether `text` appears in the bytes (a zip's central directory names every entry). */
function contains(bytes: Uint8Array, text: string): boolean {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).includes(text, 0, 'latin1');
}

const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const jpeg = [0xff, 0xd8, 0xff];
/** ASF's header object GUID (WMV, WMA). */
const asf = [0x30, 0x26, 0xb2, 0x75, 0x8e, 0x66, 0xcf, 0x11, 0xa6, 0xd9, 0x00, 0xaa, 0x00, 0x62, 0xce, 0x6c];
const zipEntry = ascii('PK\u0003\u0004');
const emptyZip = ascii('PK\u0005\u0006');

/** ISO base media (MP4, M4V, MOV): a `ftyp` box first; old QuickTime files may open on another atom. */
function isBmff(bytes: Uint8Array, quickTime: boolean): boolean {
  if (startsWith(bytes, ascii('ftyp'), 4)) return true;
  return quickTime && ['moov', 'mdat', 'wide', 'free', 'skip'].some((atom) => startsWith(bytes, ascii(atom), 4));
}

/** An Office Open XML package of the given part folder (`word/`, `xl/`, `ppt/`). */
const isOoxml = (bytes: Uint8Array, folder: string) =>
  startsWith(bytes, zipEntry) && contains(bytes, '[Content_Types].xml') && contains(bytes, folder);

/** An OpenDocument package: its first entry is `mimetype`, stored, holding the type. */
const isOpenDocument = (bytes: Uint8Array, type: string) =>
  startsWith(bytes, zipEntry) && startsWith(bytes, ascii(`mimetype${type}`), 30);

/** Text: no NUL nor other control characters (tabs, line ends, form feeds, escape aside) in the first 64 KB. */
function isText(bytes: Uint8Array): boolean {
  const head = bytes.subarray(0, 64 * 1024);
  return !head.some((b) => b < 0x09 || (b > 0x0d && b < 0x20 && b !== 0x1b) || b === 0x7f);
}

const tests: Record<string, (bytes: Uint8Array) => boolean> = {
  png: (b) => startsWith(b, png),
  jpg: (b) => startsWith(b, jpeg),
  jpeg: (b) => startsWith(b, jpeg),
  svg: (b) => isText(b) && /<svg[\s>]/i.test(new TextDecoder().decode(b)),
  mp4: (b) => isBmff(b, false),
  m4v: (b) => isBmff(b, false),
  mov: (b) => isBmff(b, true),
  avi: (b) => startsWith(b, ascii('RIFF')) && startsWith(b, ascii('AVI '), 8),
  wmv: (b) => startsWith(b, asf),
  flv: (b) => startsWith(b, ascii('FLV\u0001')),
  // The PDF header may follow a little junk (the format allows 1 KB of it).
  pdf: (b) => Buffer.from(b.buffer, b.byteOffset, Math.min(b.byteLength, 1024)).includes('%PDF-', 0, 'latin1'),
  docx: (b) => isOoxml(b, 'word/'),
  xlsx: (b) => isOoxml(b, 'xl/'),
  pptx: (b) => isOoxml(b, 'ppt/'),
  odt: (b) => isOpenDocument(b, 'application/vnd.oasis.opendocument.text'),
  ods: (b) => isOpenDocument(b, 'application/vnd.oasis.opendocument.spreadsheet'),
  zip: (b) => startsWith(b, zipEntry) || startsWith(b, emptyZip),
  txt: isText,
  csv: isText,
};

/** Whether the bytes are what `extension` says (false for an extension this module does not know). */
export function contentMatches(bytes: Uint8Array, extension: string): boolean {
  const test = tests[extension.toLowerCase()];
  return test !== undefined && bytes.byteLength > 0 && test(bytes);
}

/**
 * Why the bytes cannot be stored under `extension`, or null: an extension not allowed, content that is not what
 * the extension says, or an SVG that is more than a drawing (scripts, handlers, outside links).
 */
export function fileContentIssue(bytes: Uint8Array, extension: string): FileContentIssue | null {
  if (!tests[extension.toLowerCase()]) return 'file.invalidType';
  if (!contentMatches(bytes, extension)) return 'file.contentMismatch';
  if (extension.toLowerCase() === 'svg' && !isSafeSvg(new TextDecoder().decode(bytes))) return 'media.unsafeSvg';
  return null;
}
