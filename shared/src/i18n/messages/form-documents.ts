/** Document templates of forms and the documents filled from form answers (issue 18). */
export const formDocumentMessages = {
  'formTemplate.fileRequired': { en_US: 'A file is required', fr_FR: 'Un fichier est obligatoire' },
  'formTemplate.invalidType': {
    en_US: 'The template must be a Word document (.docx)',
    fr_FR: 'Le modèle doit être un document Word (.docx)',
  },
  'formTemplate.contentMismatch': {
    en_US: 'The content of the file is not a Word document (.docx)',
    fr_FR: 'Le contenu du fichier n’est pas un document Word (.docx)',
  },
  'formTemplate.tooBig': { en_US: 'File cannot be more than 4 mb', fr_FR: 'Le fichier ne peut pas dépasser 4 Mo' },
  'formTemplate.nameRequired': { en_US: 'Name cannot be empty', fr_FR: 'Le nom est obligatoire' },
  'formTemplate.notFound': { en_US: 'Template not found', fr_FR: 'Modèle introuvable' },
  'formTemplate.formNotFound': { en_US: 'Form not found', fr_FR: 'Formulaire introuvable' },
  'formTemplate.created': { en_US: 'Template added', fr_FR: 'Modèle ajouté' },
  'formTemplate.updated': { en_US: 'Template saved', fr_FR: 'Modèle enregistré' },
  'formTemplate.deleted': { en_US: 'Template deleted', fr_FR: 'Modèle supprimé' },
  'formTemplate.invalidTemplate': {
    en_US: 'The template cannot be filled: one of its tags is faulty',
    fr_FR: 'Le modèle ne peut pas être rempli : une de ses balises est incorrecte',
  },
  // One faulty tag of a template, named ({tag}); the explanation is docxtemplater's (English) when none fits.
  'formTemplate.tag.unclosed_loop': {
    en_US: 'The loop “{tag}” is opened but never closed',
    fr_FR: 'La boucle « {tag} » est ouverte mais jamais fermée',
  },
  'formTemplate.tag.unopened_loop': {
    en_US: 'The loop “{tag}” is closed but never opened',
    fr_FR: 'La boucle « {tag} » est fermée sans avoir été ouverte',
  },
  'formTemplate.tag.closing_tag_does_not_match_opening_tag': {
    en_US: 'The loop “{tag}” is closed by another name',
    fr_FR: 'La boucle « {tag} » est fermée sous un autre nom',
  },
  'formTemplate.tag.unclosed_tag': {
    en_US: 'The tag “{tag}” has no closing brace',
    fr_FR: 'La balise « {tag} » n’a pas d’accolade fermante',
  },
  'formTemplate.tag.unopened_tag': {
    en_US: 'The tag “{tag}” has no opening brace',
    fr_FR: 'La balise « {tag} » n’a pas d’accolade ouvrante',
  },
  'formTemplate.tag.duplicate_open_tag': {
    en_US: 'The tag “{tag}” has a doubled opening brace',
    fr_FR: 'La balise « {tag} » a une accolade ouvrante en double',
  },
  'formTemplate.tag.duplicate_close_tag': {
    en_US: 'The tag “{tag}” has a doubled closing brace',
    fr_FR: 'La balise « {tag} » a une accolade fermante en double',
  },
  'formTemplate.tag.other': {
    en_US: 'The tag “{tag}” is faulty: {explanation}',
    fr_FR: 'La balise « {tag} » est incorrecte : {explanation}',
  },
  'formTemplate.unreadable': {
    en_US: 'The file cannot be read as a Word document',
    fr_FR: 'Le fichier ne peut pas être lu comme un document Word',
  },
  'formDocument.notAForm': {
    en_US: 'This message is not a form answer',
    fr_FR: 'Ce message n’est pas une réponse à un formulaire',
  },
  'formDocument.messageNotFound': { en_US: 'Message not found', fr_FR: 'Message introuvable' },
  'formDocument.unknownType': { en_US: 'Unknown document type', fr_FR: 'Type de document inconnu' },
  'formDocument.unknownExtension': {
    en_US: 'A document is generated as docx or pdf',
    fr_FR: 'Un document est généré en docx ou en pdf',
  },
  'formDocument.notFound': {
    en_US: 'This document is no longer available',
    fr_FR: 'Ce document n’est plus disponible',
  },
  'formDocument.yes': { en_US: 'Yes', fr_FR: 'Oui' },
  'formDocument.no': { en_US: 'No', fr_FR: 'Non' },
} as const;
