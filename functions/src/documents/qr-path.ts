import { create } from 'qrcode/lib/core/qrcode.js';

/** Modules of white around the code, as the QR standard asks (ISO/IEC 18004: 4). */
export const qrQuietZone = 4;

export interface QrPath {
  /** Modules per side, without the quiet zone. */
  size: number;
  /**
   * The dark modules as one SVG path in module units (y down, origin at the top-left module):
   * each row's runs of dark modules merged into one rectangle, so the PDF holds a few hundred
   * rectangles rather than a thousand squares.
   */
  path: string;
}

/** The QR code of `text` (error correction M, as the admin's PNG) as a vector path. */
export function qrPath(text: string): QrPath {
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  const parts: string[] = [];
  for (let row = 0; row < modules.size; row++) {
    let col = 0;
    while (col < modules.size) {
      if (!modules.get(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < modules.size && modules.get(row, col)) col++;
      parts.push(`M${start} ${row}h${col - start}v1h${start - col}z`);
    }
  }
  return { size: modules.size, path: parts.join('') };
}
