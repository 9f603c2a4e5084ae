import type { Catalogue } from '../fr_FR.ts';
import type { catalogue as fr } from './fr_FR.ts';

/** The QR code screens' labels in English; the same keys as `fr_FR.ts`. */
export const catalogue: Catalogue<typeof fr> = {
  title: 'QR codes',
  modelsTitle: 'QR code models',
  modelsIntro: 'A model is a style (colours, error correction, margin) the sites may start their QR codes from.',
  add: 'Add a QR code',
  addModel: 'Add a model',
  addTitle: 'New QR code',
  editTitle: 'Edit the QR code',
  addModelTitle: 'New QR code model',
  editModelTitle: 'Edit the QR code model',
  preview: 'Preview',
  name: 'Name',
  target: 'Target',
  targetHint: 'A page of the site (/e-label/3, /product/12) or an https address',
  scans: 'Scans',
  address: 'Tracked address',
  addressLater: 'The tracked address is given on save: the preview shows an example.',
  model: 'Start from a model',
  noModel: 'No model',
  foreground: 'Module colour',
  background: 'Background colour',
  level: 'Error correction',
  levels: { L: 'L — 7%', M: 'M — 15%', Q: 'Q — 25%', H: 'H — 30%' },
  margin: 'Margin (modules)',
  downloadSvg: 'Download as SVG',
  downloadPng: 'Download as PNG',
  created: 'QR code created',
  updated: 'QR code updated',
  previewFailed: 'The preview could not be drawn',
};
