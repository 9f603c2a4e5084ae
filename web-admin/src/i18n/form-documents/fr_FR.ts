/**
 * The labels of form documents in French: the "Documents" section of `/forms/update/{id}` (DOCX templates, the tags
 * they may use) and the documents of a form answer on `/message/{id}`. Registered under `formDocuments`
 * (`areaCatalogue`); `en_US.ts` has the same keys.
 */
export const catalogue = {
  title: 'Documents',
  intro:
    'Des modèles Word (.docx) que chaque réponse remplit : écrivez les balises ci-dessous dans le document, par exemple {fullName}.',
  upload: 'Ajouter un modèle',
  replace: 'Remplacer le fichier',
  allowed: 'Document Word (.docx), 4 Mo au plus',
  uploading: 'Envoi de {{name}}…',
  uploaded: 'Modèle ajouté',
  replaced: 'Fichier remplacé',
  name: 'Nom',
  file: 'Fichier',
  offered: 'Proposé au visiteur',
  offeredHint:
    'Le visiteur peut télécharger le document rempli juste après l’envoi du formulaire (lien valable une heure)',
  rename: 'Renommer',
  renameTitle: 'Renommer le modèle',
  save: 'Enregistrer',
  cancel: 'Annuler',
  saved: 'Modèle enregistré',
  delete: 'Supprimer',
  deleteTitle: 'Supprimer le modèle',
  deleteConfirm: 'Supprimer le modèle « {{name}} » ?',
  deleted: 'Modèle supprimé',
  empty: 'Aucun modèle pour ce formulaire.',
  loadError: 'Les modèles n’ont pas pu être chargés',
  placeholders: 'Balises disponibles',
  placeholdersHint:
    'Une boucle répète son contenu pour chaque répétition : {#guests}{guestName}{/guests}. Une case à cocher sert de condition : {#vip}…{/vip} (et {^vip}…{/vip} quand elle n’est pas cochée) ; seule, elle s’écrit Oui ou Non.',
  loopOf: 'Boucle : {{fields}}',
  copy: 'Copier',
  copied: 'Copié',
  messageFields: {
    messageDate: 'Date du message',
    messageNumber: 'Numéro du message',
    formName: 'Nom du formulaire',
    senderName: 'Nom de l’expéditeur',
    senderEmail: 'E-mail de l’expéditeur',
    senderPhone: 'Téléphone de l’expéditeur',
  },
  documents: 'Documents',
  noTemplates: 'Ce formulaire n’a pas de modèle de document : ajoutez-en un dans le formulaire.',
  downloadDocx: 'DOCX',
  downloadPdf: 'PDF',
  downloadLabel: 'Télécharger {{name}} en {{format}}',
  downloadError: 'Le document n’a pas pu être généré',
  pdfNote: 'Le PDF reprend le texte du document, sans sa mise en page ni ses images.',
};
