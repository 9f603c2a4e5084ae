/**
 * The files screen's labels in French (`/files`): loaded with its chunk, registered under `files` (`areaCatalogue`).
 * `en_US.ts` has the same keys.
 */
export const catalogue = {
  title: 'Fichiers',
  upload: 'Ajouter un fichier',
  uploading: 'Envoi de {{name}}…',
  uploaded: 'Fichier ajouté',
  allowed: 'Documents (pdf, docx, xlsx, pptx, odt, ods, txt, csv, zip), images (5 Mo) et vidéos (40 Mo)',
  name: 'Nom',
  type: 'Type',
  size: 'Taille',
  createdAt: 'Ajouté le',
  download: 'Télécharger',
  downloadHint: 'Téléchargeable seulement quand le fichier est valide',
  rename: 'Renommer',
  renameTitle: 'Renommer le fichier',
  save: 'Enregistrer',
  cancel: 'Annuler',
  renamed: 'Fichier renommé',
} as const;
