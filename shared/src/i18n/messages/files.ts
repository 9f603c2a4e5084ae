/** Site files and upload limits (issue 17, "Media done properly"; spec 1 §5 "Other messages", §9). */
export const fileMessages = {
  'media.videoTooBig': {
    en_US: 'Video file cannot be more than 40 mb',
    fr_FR: 'Le fichier vidéo ne peut pas dépasser 40 Mo',
  },
  'file.tooBig': { en_US: 'File cannot be more than 40 mb', fr_FR: 'Le fichier ne peut pas dépasser 40 Mo' },
  'file.invalidType': {
    en_US:
      'Allowed files: pdf, docx, xlsx, pptx, odt, ods, txt, csv, zip; images svg, jpeg, jpg, png; ' +
      'videos mp4, m4v, mov, avi, wmv, flv',
    fr_FR:
      'Fichiers acceptés : pdf, docx, xlsx, pptx, odt, ods, txt, csv, zip ; images svg, jpeg, jpg, png ; ' +
      'vidéos mp4, m4v, mov, avi, wmv, flv',
  },
  'file.contentMismatch': {
    en_US: 'The content of this file does not match its extension',
    fr_FR: 'Le contenu de ce fichier ne correspond pas à son extension',
  },
  'file.uploadMissing': {
    en_US: 'The uploaded file could not be found, please send it again',
    fr_FR: 'Le fichier envoyé est introuvable, veuillez le renvoyer',
  },
  'file.nameRequired': { en_US: 'Name is required', fr_FR: 'Le nom est obligatoire' },
  'file.notFound': { en_US: 'File not found', fr_FR: 'Fichier introuvable' },
  'file.created': { en_US: 'File added', fr_FR: 'Fichier ajouté' },
  'file.updated': { en_US: 'File updated', fr_FR: 'Fichier modifié' },
  'file.deleted': { en_US: 'File deleted', fr_FR: 'Fichier supprimé' },
  'file.directUploadOnly': {
    en_US: 'Direct uploads are for the site’s administrators',
    fr_FR: 'Les envois directs sont réservés aux administrateurs du site',
  },
} as const;
