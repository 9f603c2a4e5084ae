/**
 * The QR encoder of the `qrcode` package alone (`lib/core/qrcode.js`): its main entry also pulls in
 * the PNG and terminal renderers (pngjs, yargs), which the technical sheet does not need — it draws
 * the modules itself as vector squares.
 */
declare module 'qrcode/lib/core/qrcode.js' {
  export interface QrModules {
    /** Modules per side. */
    size: number;
    /** 1 for a dark module, row after row. */
    data: Uint8Array;
    get(row: number, col: number): number;
  }
  export interface QrSymbol {
    modules: QrModules;
    version: number;
  }
  export function create(data: string, options?: { errorCorrectionLevel?: 'L' | 'M' | 'Q' | 'H' }): QrSymbol;
}
