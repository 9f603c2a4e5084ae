import QRCode from 'qrcode';
import type { QrcodeStyle } from '@cellar/shared/content/qrcode';

/** qrcode's options for a style: colours with an opaque alpha, the level, the quiet zone. */
const optionsOf = (style: QrcodeStyle) => ({
  errorCorrectionLevel: style.level,
  margin: style.margin,
  color: { dark: `${style.foreground}ff`, light: `${style.background}ff` },
});

/** The QR code of `text` as an SVG document (vector: the print shop's file, and the previews). */
export const qrcodeSvg = (text: string, style: QrcodeStyle): Promise<string> =>
  QRCode.toString(text, { ...optionsOf(style), type: 'svg' });

/** The SVG as an image address, for an `<img>`. */
export const svgDataUrl = (svg: string): string => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/** The QR code as a PNG of `width` pixels (drawn on a canvas: in the browser only). */
export const qrcodePngDataUrl = (text: string, style: QrcodeStyle, width = 1024): Promise<string> =>
  QRCode.toDataURL(text, { ...optionsOf(style), type: 'image/png', width });

/** Saves a file the browser holds (a data or blob address) under `filename`. */
export function downloadUrl(url: string, filename: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
}
