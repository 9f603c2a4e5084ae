import { describe, expect, it } from 'vitest';
import { fileContentIssue } from './file-content.ts';

const bytes = (...parts: Array<string | number[]>): Uint8Array =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...Buffer.from(p, 'utf8')] : p)));

const png = bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'IHDR');
const jpeg = bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF');
const mp4 = bytes([0, 0, 0, 0x18], 'ftypisom', [0, 0, 0, 0]);
const quickTime = bytes([0, 0, 0, 0x14], 'ftypqt  ');
const avi = bytes('RIFF', [0, 0, 0, 0], 'AVI LIST');
const wmv = bytes([0x30, 0x26, 0xb2, 0x75, 0x8e, 0x66, 0xcf, 0x11, 0xa6, 0xd9, 0x00, 0xaa, 0x00, 0x62, 0xce, 0x6c]);
const flv = bytes('FLV', [1, 5]);
const pdf = bytes('%PDF-1.7\n');
const exe = bytes('MZ', [0x90, 0, 3, 0, 0, 0], 'This program cannot be run in DOS mode');
const zipHeader = bytes('PK', [3, 4]);
const docx = bytes('PK', [3, 4], '....[Content_Types].xml....word/document.xml');
const odt = bytes('PK', [3, 4], 'x'.repeat(26), 'mimetypeapplication/vnd.oasis.opendocument.text');
const svg = bytes('<svg xmlns="http://www.w3.org/2000/svg"><rect width="1" height="1"/></svg>');
const scriptedSvg = bytes('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

describe('file content (checked by bytes, not by name)', () => {
  it.each([
    ['png', png],
    ['jpg', jpeg],
    ['jpeg', jpeg],
    ['svg', svg],
    ['mp4', mp4],
    ['m4v', mp4],
    ['mov', quickTime],
    ['avi', avi],
    ['wmv', wmv],
    ['flv', flv],
    ['pdf', pdf],
    ['docx', docx],
    ['odt', odt],
    ['zip', zipHeader],
    ['csv', bytes('name;price\nBrouilly;12\n')],
    ['txt', bytes('Vendanges 2026 — récolte')],
  ])('accepts a real %s', (extension, content) => {
    expect(fileContentIssue(content, extension)).toBeNull();
  });

  it('refuses a PNG renamed .mp4', () => {
    expect(fileContentIssue(png, 'mp4')).toBe('file.contentMismatch');
  });

  it('refuses an executable renamed .pdf, .png, .zip or .txt', () => {
    for (const extension of ['pdf', 'png', 'zip', 'txt'])
      expect(fileContentIssue(exe, extension)).toBe('file.contentMismatch');
  });

  it('refuses a plain zip renamed .docx or .odt', () => {
    expect(fileContentIssue(zipHeader, 'docx')).toBe('file.contentMismatch');
    expect(fileContentIssue(zipHeader, 'odt')).toBe('file.contentMismatch');
  });

  it('refuses a JPEG named .png and a PNG named .jpg', () => {
    expect(fileContentIssue(jpeg, 'png')).toBe('file.contentMismatch');
    expect(fileContentIssue(png, 'jpg')).toBe('file.contentMismatch');
  });

  it('refuses an SVG with a script', () => {
    expect(fileContentIssue(scriptedSvg, 'svg')).toBe('media.unsafeSvg');
  });

  it('refuses an extension that is not allowed, and an empty file', () => {
    expect(fileContentIssue(exe, 'exe')).toBe('file.invalidType');
    expect(fileContentIssue(new Uint8Array(0), 'txt')).toBe('file.contentMismatch');
  });

  it('reads the extension whatever its case', () => {
    expect(fileContentIssue(pdf, 'PDF')).toBeNull();
  });
});
