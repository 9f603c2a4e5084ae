/** Product templates (issue 5): upload rules and answers. */
export const documentMessages = {
  'template.fileRequired': { en_US: 'A file is required', fr_FR: 'Un fichier est obligatoire' },
  'template.invalidType': {
    en_US: 'Accepted files: PDF, DOCX, XLSX, ODT, ODS, CSV, PNG, JPEG, SVG',
    fr_FR: 'Fichiers acceptés : PDF, DOCX, XLSX, ODT, ODS, CSV, PNG, JPEG, SVG',
  },
  'template.contentMismatch': {
    en_US: 'The content of the file does not match its extension',
    fr_FR: 'Le contenu du fichier ne correspond pas à son extension',
  },
  'template.empty': { en_US: 'The file is empty', fr_FR: 'Le fichier est vide' },
  'template.tooBig': { en_US: 'File cannot be more than 4 mb', fr_FR: 'Le fichier ne peut pas dépasser 4 Mo' },
  'template.notFound': { en_US: 'Template not found', fr_FR: 'Modèle introuvable' },
  'template.uploaded': { en_US: 'Template uploaded', fr_FR: 'Modèle ajouté' },
  'template.deleted': { en_US: 'Template deleted', fr_FR: 'Modèle supprimé' },
} as const;
