/**
 * The online images screen's labels in French (`/images`): loaded with its chunk, registered under `images`
 * (`areaCatalogue`). `en_US.ts` has the same keys.
 */
export const catalogue = {
  title: 'Images en ligne',
  upload: 'Ajouter une image',
  uploading: 'Envoi de {{name}}…',
  uploaded: 'Image ajoutée',
  allowed: 'Images svg, jpeg, jpg, png de 5 Mo au plus',
  image: 'Image',
  name: 'Nom',
  alt: 'Texte alternatif',
  altMissing: 'Sans texte alternatif',
  size: 'Taille',
  createdAt: 'Ajoutée le',
  edit: 'Modifier',
  editTitle: 'Nom et texte alternatif',
  altHint: 'Ce que l’image montre, lu aux personnes qui ne la voient pas',
  save: 'Enregistrer',
  cancel: 'Annuler',
  saved: 'Image enregistrée',
} as const;
