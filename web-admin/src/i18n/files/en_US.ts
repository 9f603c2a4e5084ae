import type { Catalogue } from '../fr_FR.ts';
import type { catalogue as fr } from './fr_FR.ts';

/** The files screen's labels in English; the same keys as `fr_FR.ts` (checked by the compiler and a test). */
export const catalogue: Catalogue<typeof fr> = {
  title: 'Files',
  upload: 'Add a file',
  uploading: 'Sending {{name}}…',
  uploaded: 'File added',
  allowed: 'Documents (pdf, docx, xlsx, pptx, odt, ods, txt, csv, zip), images (5 MB) and videos (40 MB)',
  name: 'Name',
  type: 'Type',
  size: 'Size',
  createdAt: 'Added on',
  download: 'Download',
  downloadHint: 'Downloadable only while the file is valid',
  rename: 'Rename',
  renameTitle: 'Rename the file',
  save: 'Save',
  cancel: 'Cancel',
  renamed: 'File renamed',
};
